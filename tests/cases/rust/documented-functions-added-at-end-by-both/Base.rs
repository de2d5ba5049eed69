use std::path::Path;

/// Reads the manifest at `path`.
pub fn read_manifest(path: &Path) -> std::io::Result<String> {
    std::fs::read_to_string(path)
}
