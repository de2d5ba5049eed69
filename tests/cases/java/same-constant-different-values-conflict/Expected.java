public final class Limits {
<<<<<<< left
    public static final int MAX_UPLOAD_MB = 25;
||||||| base
    public static final int MAX_UPLOAD_MB = 10;
=======
    public static final int MAX_UPLOAD_MB = 100;
>>>>>>> right
    public static final int MAX_FILES = 50;
    public static final int TIMEOUT_S = 60;
}
