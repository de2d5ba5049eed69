pub struct Session {
    pub user: String,
    pub expires: u64,
<<<<<<< left
    pub admin: bool,
||||||| base
=======
    pub scopes: Vec<String>,
>>>>>>> right
}

pub fn is_valid(s: &Session, now: u64) -> bool {
    now < s.expires &&
}
