/// Where a request came from.
<<<<<<< left
#[derive(Debug, Clone, Eq, PartialEq)]
||||||| base
#[derive(Debug, Clone, PartialEq)]
=======
#[derive(Debug, Clone, PartialEq, Eq)]
>>>>>>> right
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
