import gleam/string

pub fn shout(text: String) -> String {
  string.uppercase(text) <> "!"
}

pub fn is_blank(text: String) -> Bool {
  string.trim(text) == ""
}
