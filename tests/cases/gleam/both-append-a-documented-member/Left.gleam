import gleam/string

pub fn shout(text: String) -> String {
  string.uppercase(text) <> "!"
}

/// Lower-cases a text and drops the surrounding spaces.
pub fn whisper(text: String) -> String {
  string.lowercase(string.trim(text))
}
