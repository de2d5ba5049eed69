import gleam/option.{type Option, None, unwrap}

pub fn first(items: List(a)) -> Option(a) {
  case items {
    [] -> None
    [x, ..] -> option.Some(x)
  }
}

pub fn first_or(items: List(a), default: a) -> a {
  unwrap(first(items), default)
}
