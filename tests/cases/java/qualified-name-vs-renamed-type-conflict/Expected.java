class Loader {
    URI load(URL url, boolean strict) throws IOException {
        try {
            return ResourceUtils.toURI(url);
        }
        catch (URISyntaxException ex) {
<<<<<<< left
            throw new IOException("Invalid URI [" + url + "]", ex);
||||||| base
            throw new NestedIOException("Invalid URI [" + url + "]", ex);
=======
            throw new org.springframework.core.NestedIOException("Invalid URI [" + url + "]", ex);
>>>>>>> right
        }
    }
}
