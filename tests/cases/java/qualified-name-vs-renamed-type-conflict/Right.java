class Loader {
    URI load(URL url, boolean strict) throws IOException {
        try {
            return url.toURI();
        }
        catch (URISyntaxException ex) {
            throw new org.springframework.core.NestedIOException("Invalid URI [" + url + "]", ex);
        }
    }
}
