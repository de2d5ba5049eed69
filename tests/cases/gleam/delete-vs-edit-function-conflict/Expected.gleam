pub fn double(x: Int) -> Int {
  x * 2
}
<<<<<<< left
||||||| base

pub fn triple(x: Int) -> Int {
  x * 3
}
=======

pub fn triple(x: Int) -> Int {
  x + x + x
}
>>>>>>> right
