import gleam/option.{type Option, None}

pub fn first(items: List(a)) -> Option(a) {
  case items {
    [] -> None
    [x, ..] -> option.Some(x)
  }
}
