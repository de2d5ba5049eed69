//! Atomic replacement of a file: the new content goes to a temporary file in the same
//! directory, which is then renamed over the target, so readers (and git) see either the
//! old file or the whole new one, never an empty or half-written file.
//!
//! A symbolic link is followed: the file it points to is replaced and the link stays.
//! A target that is not a regular file (`-o /dev/stdout`, a pipe, a terminal) cannot be
//! renamed over and is written in place instead.
//!
//! Must not: put the temporary file in another directory than the file it replaces (a
//! rename is only atomic within one file system), replace a link or a device with a plain
//! file, or change the target's permissions.

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
    if let Ok(target) = fs::metadata(path) {
        if !target.is_file() {
            return fs::OpenOptions::new().write(true).truncate(true).open(path)?.write_all(bytes);
        }
        if fs::symlink_metadata(path)?.file_type().is_symlink() {
            return replace(&fs::canonicalize(path)?, bytes);
        }
    }
    replace(path, bytes)
}

/// The atomic replacement of the regular file (or new file) at `path`.
fn replace(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
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
    #[cfg(debug_assertions)]
    injected_fault(&mut temp, bytes)?;
    temp.write_all(bytes)?;
    temp.flush()?;
    if let Some(permissions) = existing {
        fs::set_permissions(temp.path(), permissions)?;
    }
    temp.persist(path).map_err(|e| e.error)?;
    Ok(())
}

/// Debug builds only, for the tests that check a failed write never leaves a partial file:
/// `SUTURE_FAULT=write-error` fails after writing half of the bytes to the temporary file
/// (as a full disk would), `SUTURE_FAULT=write-abort` kills the process at that point.
#[cfg(debug_assertions)]
fn injected_fault(temp: &mut tempfile::NamedTempFile, bytes: &[u8]) -> std::io::Result<()> {
    let fault = std::env::var_os("SUTURE_FAULT");
    let fault = fault.as_ref().and_then(|f| f.to_str());
    if !matches!(fault, Some("write-error" | "write-abort")) {
        return Ok(());
    }
    temp.write_all(&bytes[..bytes.len() / 2])?;
    temp.flush()?;
    if fault == Some("write-abort") {
        std::process::abort();
    }
    Err(std::io::Error::other("injected failure (SUTURE_FAULT=write-error)"))
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

    #[cfg(unix)]
    #[test]
    fn a_link_is_followed_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real.txt");
        let link = dir.path().join("link.txt");
        fs::write(&real, b"old\n").unwrap();
        std::os::unix::fs::symlink(&real, &link).unwrap();
        write(&link, b"new\n").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(fs::read(&real).unwrap(), b"new\n");
    }

    #[cfg(unix)]
    #[test]
    fn a_device_is_written_in_place() {
        // Through a link of our own, as `/dev/stdout` is one: a regression replaces the link
        // with a plain file, never the device itself.
        let dir = tempfile::tempdir().unwrap();
        let link = dir.path().join("out");
        std::os::unix::fs::symlink("/dev/null", &link).unwrap();
        write(&link, b"discarded\n").unwrap();
        assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert!(!fs::metadata("/dev/null").unwrap().is_file());
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
