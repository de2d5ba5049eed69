pub fn encode(input: &[u8]) -> String {
    input.iter().map(|b| format!("{b:02x}")).collect()
}

pub fn decode(input: &str) -> Vec<u8> {
    hex::decode(input).unwrap_or_default()
}
