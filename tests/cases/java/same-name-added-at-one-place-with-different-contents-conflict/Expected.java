package app.http;

public class ClientConfig {
    private String baseUrl;
    private int connectTimeoutMs = 2000;
<<<<<<< left
    private int readTimeoutMs = 5000;
||||||| base
=======
    private long readTimeoutMs = 30000L;
>>>>>>> right

    public String getBaseUrl() {
        return baseUrl;
    }
}
