pub fn scale(value: f32, factor: u8) f32 {
    return value * factor;
}
