pub struct Session {
    pub user: String,
    pub expires: u64,
    pub admin: bool,
    pub scopes: Vec<String>,
}

pub fn is_valid(s: &Session, now: u64) -> bool {
    now < s.expires &&
}
