public final class Limits {
    public static final int MAX_UPLOAD_MB = 10;
    public static final int MAX_FILES = 20;
    public static final int TIMEOUT_S = 30;
}
