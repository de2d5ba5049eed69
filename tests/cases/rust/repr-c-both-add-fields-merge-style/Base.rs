#[repr(C)]
pub struct Vec3 {
    pub x: f32,
    pub y: f32,
}
