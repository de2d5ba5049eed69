pub fn scale(value: f32, factor: u8) f64 {
    return value * factor;
}
