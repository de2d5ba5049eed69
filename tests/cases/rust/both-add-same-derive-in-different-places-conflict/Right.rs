/// Where a request came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    Local,
    Remote(String),
    Cache,
}

impl Origin {
    pub fn is_local(&self) -> bool {
        matches!(self, Origin::Local)
    }
}
