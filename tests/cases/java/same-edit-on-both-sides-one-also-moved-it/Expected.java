class Pager {
    private final List<Item> items;
    private final String path;

    Pager(List<Item> items, String path) {
        this.items = items;
        this.path = path.equals("/") ? path : trim(path);
        this.total = items.size();
    }
}
