class Registry {
    void register(Handler handler) {
        handlers.add(handler);
    }

    Handler orDefault(Handler handler) {
        return handler == null ? fallback : handler;
    }

    Handler find(String name) {
        for (Handler handler : handlers) {
            if (handler.name().equals(name)) {
                return handler;
            }
        }
        return null;
    }

    Handler first() {
        return handlers.isEmpty() ? null : handlers.get(0);
    }
}
