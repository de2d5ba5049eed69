use std::collections::HashMap;

pub struct Inventory {
    items: HashMap<String, u32>,
}

impl Inventory {
    pub fn restock(&mut self, name: &str, amount: u32) -> u32 {
      let entry = self.items.entry(name.to_string()).or_insert(0);
      *entry += amount;
      if *entry > 1000 {
        *entry = 1000;
      }
      *entry
    }

    pub fn count(&self, name: &str) -> u32 {
        self.items.get(name).copied().unwrap_or(0)
    }
}
