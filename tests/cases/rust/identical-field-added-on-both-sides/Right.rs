pub struct Job {
    pub id: u64,
    pub name: String,
    pub priority: u8,
}
