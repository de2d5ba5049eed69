import gleam/string

pub fn shout(text: String) -> String {
  string.uppercase(text) <> "!"
}

pub fn whisper(text: String) -> String {
  string.lowercase(text) <> "..."
}
