impl Pager {
    pub fn new(items: Vec<Item>, path: &str) -> Self {
        let path = if path == "/" { path.to_owned() } else { path.trim_end_matches('/').to_owned() };
        let items = items.into_iter().collect::<Vec<_>>();
        let total = items.len();
        Pager { items, path, total }
    }
}
