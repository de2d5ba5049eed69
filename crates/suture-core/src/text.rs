//! Text preparation: binary detection (git's rule), UTF-8 BOM, line endings. (being written)

/// Whether git would treat these bytes as binary: a NUL byte in the first 8,000 bytes.
pub fn is_binary(bytes: &[u8]) -> bool {
    bytes.iter().take(8000).any(|&b| b == 0)
}
