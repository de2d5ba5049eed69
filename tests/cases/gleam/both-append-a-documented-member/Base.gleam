import gleam/string

pub fn shout(text: String) -> String {
  string.uppercase(text) <> "!"
}
