import gleam/option.{type Option, None, Some}

pub fn first(items: List(a)) -> Option(a) {
  case items {
    [] -> None
    [x, ..] -> Some(x)
  }
}
