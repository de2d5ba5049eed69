import gleam/string

pub fn shout(text: String) -> String {
  string.uppercase(text) <> "!"
}

/// Lower-cases a text and drops the surrounding spaces.
pub fn whisper(text: String) -> String {
  string.lowercase(string.trim(text))
}

/// Repeats a text, separated by spaces.
pub fn repeat_words(text: String, times: Int) -> String {
  string.join(list.repeat(text, times), " ")
}
