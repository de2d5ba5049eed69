pub fn double(x: Int) -> Int {
  x * 2
}
