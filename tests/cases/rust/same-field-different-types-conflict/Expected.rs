pub struct Limits {
<<<<<<< left
    pub max_body: u64,
    pub max_headers: usize,
    pub timeout_ms: u64,
||||||| base
    pub max_body: usize,
    pub max_headers: usize,
    pub timeout_ms: u32,
=======
    pub max_body: u32,
    pub max_headers: u16,
    pub timeout_ms: u32,
>>>>>>> right
}
