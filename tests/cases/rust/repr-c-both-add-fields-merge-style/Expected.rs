#[repr(C)]
pub struct Vec3 {
    pub x: f32,
    pub y: f32,
<<<<<<< left
    pub z: f32,
=======
    pub w: f32,
>>>>>>> right
}
