class RegistrationError(Exception):
    pass


class Directory:
    def __init__(self):
        self.by_email = {}
        self.names = {}
        self.last_id = 0

    def register(self, email, name):
        key = email.strip().lower()
        if key in self.by_email:
            raise RegistrationError(f"already registered: {key}")
        self.last_id += 1
        self.by_email[key] = self.last_id
        self.names[self.last_id] = name
        return self.last_id

    def name_of(self, user_id):
        return self.names[user_id]
