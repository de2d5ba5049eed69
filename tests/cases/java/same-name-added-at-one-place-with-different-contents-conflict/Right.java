package app.http;

public class ClientConfig {
    private String baseUrl;
    private int connectTimeoutMs = 2000;
    private long readTimeoutMs = 30000L;

    public String getBaseUrl() {
        return baseUrl;
    }
}
