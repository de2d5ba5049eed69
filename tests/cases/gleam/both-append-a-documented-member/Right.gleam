import gleam/string

pub fn shout(text: String) -> String {
  string.uppercase(text) <> "!"
}

/// Repeats a text, separated by spaces.
pub fn repeat_words(text: String, times: Int) -> String {
  string.join(list.repeat(text, times), " ")
}
