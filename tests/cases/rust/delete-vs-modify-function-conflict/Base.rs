pub fn encode(input: &[u8]) -> String {
    input.iter().map(|b| format!("{b:02x}")).collect()
}

/// Kept for the v1 wire format.
pub fn encode_legacy(input: &[u8]) -> String {
    input.iter().map(|b| format!("{b:02X}")).collect()
}

pub fn decode(input: &str) -> Vec<u8> {
    hex::decode(input).unwrap_or_default()
}
