pub struct Session {
    pub user: String,
    pub expires: u64,
    pub admin: bool,
}

pub fn is_valid(s: &Session, now: u64) -> bool {
    now < s.expires
}
