class Loader {
    URI load(URL url) throws IOException {
        try {
            return url.toURI();
        }
        catch (URISyntaxException ex) {
            throw new NestedIOException("Invalid URI [" + url + "]", ex);
        }
    }
}
