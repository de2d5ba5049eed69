use std::collections::HashMap;

pub type UserId = u64;

#[derive(Debug)]
pub enum RegisterError {
    Taken(String),
    Invalid(String),
}

pub struct User {
    pub email: String,
    pub name: String,
}

#[derive(Default)]
pub struct Directory {
    users: HashMap<UserId, User>,
    by_email: HashMap<String, UserId>,
    last_id: UserId,
}

impl Directory {
    pub fn register(&mut self, email: &str, name: &str) -> Result<UserId, RegisterError> {
        let email = email.trim().to_lowercase();
        if self.by_email.contains_key(&email) {
            return Err(RegisterError::Taken(email));
        }
        self.last_id += 1;
        let id = self.last_id;
        self.by_email.insert(email.clone(), id);
        self.users.insert(id, User { email, name: name.to_owned() });
        Ok(id)
    }
}
