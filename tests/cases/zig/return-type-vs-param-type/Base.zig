pub fn scale(value: f32, factor: f32) f32 {
    return value * factor;
}
