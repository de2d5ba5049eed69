import gleam/option.{type Option, None, Some, unwrap}

pub fn first(items: List(a)) -> Option(a) {
  case items {
    [] -> None
    [x, ..] -> Some(x)
  }
}

pub fn first_or(items: List(a), default: a) -> a {
  unwrap(first(items), default)
}
