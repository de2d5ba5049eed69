class Pager {
    private final List<Item> items;
    private final String path;

    Pager(List<Item> items, String path) {
        this.path = path.equals("/") ? path : trim(path) + "/";
        this.items = items;
        this.total = items.size();
    }
}
