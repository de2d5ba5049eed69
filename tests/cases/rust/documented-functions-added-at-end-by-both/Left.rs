use std::path::Path;

/// Reads the manifest at `path`.
pub fn read_manifest(path: &Path) -> std::io::Result<String> {
    std::fs::read_to_string(path)
}

/// Whether `path` names a manifest.
pub fn is_manifest(path: &Path) -> bool {
    path.file_name().is_some_and(|name| name == "Cargo.toml")
}
