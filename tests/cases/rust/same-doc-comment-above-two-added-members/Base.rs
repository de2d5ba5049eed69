impl Client {
    /// Gets.
    pub fn get(&self) -> bool {
        true
    }
}
