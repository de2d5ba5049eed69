public final class Limits {
    public static final int MAX_UPLOAD_MB = 25;
    public static final int MAX_FILES = 50;
    public static final int TIMEOUT_S = 30;
}
