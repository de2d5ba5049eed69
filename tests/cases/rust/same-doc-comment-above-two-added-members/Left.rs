impl Client {
    /// Gets.
    pub fn get(&self) -> bool {
        true
    }

    /// Checks the client against a live server.
    pub fn dispatch(&self) -> bool {
        self.call("dispatch")
    }
}
