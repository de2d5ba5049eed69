/// Where a request came from.
#[derive(Debug, Clone, PartialEq)]
pub enum Origin {
    Local,
    Remote(String),
}

impl Origin {
    pub fn is_local(&self) -> bool {
        matches!(self, Origin::Local)
    }
}
