pub struct Counter {
    hits: u64,
}

impl Counter {
    pub fn new() -> Self {
        Self { hits: 0 }
    }

    pub fn hit(&mut self) {
        self.hits += 1;
    }

    pub fn get(&self) -> u64 {
        self.hits
    }
}
