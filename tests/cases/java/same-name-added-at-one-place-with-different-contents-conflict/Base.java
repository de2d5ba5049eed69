package app.http;

public class ClientConfig {
    private String baseUrl;
    private int connectTimeoutMs = 2000;

    public String getBaseUrl() {
        return baseUrl;
    }
}
