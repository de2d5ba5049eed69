import gleam/io
import gleam/int
import gleam/list

pub fn main() {
  [1, 2, 3]
  |> list.map(fn(x) { x * 2 })
  |> io.debug
}
