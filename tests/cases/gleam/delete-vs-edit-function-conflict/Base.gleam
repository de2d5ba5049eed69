pub fn double(x: Int) -> Int {
  x * 2
}

pub fn triple(x: Int) -> Int {
  x * 3
}
