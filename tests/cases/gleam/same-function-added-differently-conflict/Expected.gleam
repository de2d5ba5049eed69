import gleam/string

pub fn shout(text: String) -> String {
  string.uppercase(text) <> "!"
}

<<<<<<< left
pub fn whisper(text: String) -> String {
  string.lowercase(text) <> "..."
}
||||||| base
=======
pub fn whisper(text: String) -> String {
  "(" <> string.lowercase(text) <> ")"
}
>>>>>>> right
