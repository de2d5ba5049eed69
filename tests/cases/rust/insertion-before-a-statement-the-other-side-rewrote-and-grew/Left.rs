use std::collections::HashMap;

pub struct Inventory {
    items: HashMap<String, u32>,
    capacity: u32,
}

impl Inventory {
    pub fn new(capacity: u32) -> Self {
        Inventory { items: HashMap::new(), capacity }
    }

    pub fn add(&mut self, name: &str, count: u32) -> Result<u32, String> {
        let total: u32 = self.items.values().sum();
        if name.trim().is_empty() {
            return Err("an item needs a name".to_string());
        }
        if total + count > self.capacity {
            return Err(format!("no room for {count} {name}"));
        }
        let entry = self.items.entry(name.to_string()).or_insert(0);
        *entry += count;
        Ok(*entry)
    }

    pub fn remove(&mut self, name: &str) -> Option<u32> {
        self.items.remove(name)
    }
}
