pub fn scale(value: f32, factor: f32) f64 {
    return value * factor;
}
