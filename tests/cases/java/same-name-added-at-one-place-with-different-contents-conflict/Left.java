package app.http;

public class ClientConfig {
    private String baseUrl;
    private int connectTimeoutMs = 2000;
    private int readTimeoutMs = 5000;

    public String getBaseUrl() {
        return baseUrl;
    }
}
