//! Atomic replacement of a file: the new content goes to a temporary file in the same
//! directory, which is then renamed over the target, so readers (and git) see either the
//! old file or the whole new one, never an empty or half-written file.
//!
//! Must not: follow the target to another directory (a rename is only atomic within one
//! file system) or change the target's permissions.

use std::fs;
use std::io::Write;
use std::path::Path;

/// Writes `bytes` to `path` atomically, keeping the permissions of the file it replaces
/// (new files get the usual `0666 & !umask`).
///
/// No fsync: git does not sync work-tree files either (`core.fsync` leaves them out), and a
/// sync per merged file would slow every rebase. The rename still guarantees that a killed
/// process leaves the old content.
pub fn write(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let prefix = format!(".{name}.suture-");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    let existing = fs::metadata(path).ok().map(|m| m.permissions());
    #[cfg(unix)]
    let default_mode = {
        use std::os::unix::fs::PermissionsExt;
        fs::Permissions::from_mode(0o666)
    };
    #[cfg(unix)]
    if existing.is_none() {
        builder.permissions(default_mode);
    }
    let mut temp = builder.tempfile_in(dir)?;
    temp.write_all(bytes)?;
    temp.flush()?;
    if let Some(permissions) = existing {
        fs::set_permissions(temp.path(), permissions)?;
    }
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_content_and_keeps_permissions() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("file.txt");
        fs::write(&path, b"old\n").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            fs::set_permissions(&path, fs::Permissions::from_mode(0o750)).unwrap();
        }
        write(&path, b"new\n").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new\n");
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o750);
        }
        let leftovers = fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(leftovers, 1, "no temporary file left behind");
    }

    #[test]
    fn creates_a_missing_file_and_fails_without_directory() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("new.txt");
        write(&path, b"x").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"x");
        assert!(write(&dir.path().join("missing/dir/f"), b"x").is_err());
    }
}
