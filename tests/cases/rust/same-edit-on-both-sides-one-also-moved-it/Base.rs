impl Pager {
    pub fn new(items: Vec<Item>, path: &str) -> Self {
        let path = if path == "/" { path.to_owned() } else { format!("{}/", path.trim_end_matches('/')) };
        let items = items.into_iter().collect::<Vec<_>>();
        let total = items.len();
        Pager { items, path, total }
    }
}
