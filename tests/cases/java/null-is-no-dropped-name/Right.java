class Registry {
    void register(Handler handler) {
        handlers.add(handler);
    }

    Optional<Handler> find(String name) {
        return handlers.stream().filter(h -> h.name().equals(name)).findFirst();
    }

    Optional<Handler> first() {
        return handlers.stream().findFirst();
    }
}
