import gleam/io
import gleam/list
import gleam/string

pub fn main() {
  [1, 2, 3]
  |> list.map(fn(x) { x * 2 })
  |> io.debug
}
