pub struct Limits {
<<<<<<< left
    pub max_body: u64,
||||||| base
    pub max_body: usize,
=======
    pub max_body: u32,
>>>>>>> right
    pub max_headers: u16,
    pub timeout_ms: u64,
}
