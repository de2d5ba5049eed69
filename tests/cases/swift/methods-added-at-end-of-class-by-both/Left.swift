final class Cart {
    private var items: [Item] = []

    func add(_ item: Item) {
        items.append(item)
    }

    func clear() {
        items.removeAll()
    }
}
