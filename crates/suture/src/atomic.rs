//! Atomic replacement of a file: the new content goes to a temporary file in the same
//! directory, which is then renamed over the target, so readers (and git) see either the
//! old file or the whole new one, never an empty or half-written file.
//!
//! [`write`] follows a symbolic link: the file it points to is replaced and the link stays
//! (`-o` names its output on purpose). [`write_left`], for git's `%A`, never follows one.
//! A target that is not a regular file (`-o /dev/stdout`, a pipe, a terminal) cannot be
//! renamed over and is written in place instead.
//!
//! A process killed while writing (SIGKILL, an out-of-memory kill, a power cut) cannot
//! remove its temporary file: the next write into the same directory removes the
//! temporaries such a process left for the same target, or for one of git's own
//! `.merge_file_XXXXXX` files (git gives every merge a fresh `%A`, so under git "the same
//! target" is never seen twice). Only files that are certainly ours go: a regular file
//! named exactly `.<target>.suture-<6 letters or digits>.tmp`, owned by this user, untouched
//! for [`STALE`], and not locked — every writer holds an exclusive lock on its temporary
//! file until it is renamed, and the kernel drops that lock when the writer dies.
//!
//! Must not: put the temporary file in another directory than the file it replaces (a
//! rename is only atomic within one file system), replace a link or a device with a plain
//! file, change the target's permissions, or remove a file that another live writer (or
//! anything but suture) owns.

use std::fs;
use std::io::Write;
use std::path::Path;
use std::time::Duration;

/// How long a temporary file must have been left untouched before another writer may
/// remove it: a live writer locks its file at once and finishes in well under a second;
/// this only covers the instant between creating the file and locking it.
pub const STALE: Duration = Duration::from_secs(5);

/// Letters or digits in the random part of a temporary file's name.
const RANDOM_LEN: usize = 6;

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

/// Writes `bytes` over git's `%A` (`--git`): as [`write`], but a symbolic link is never
/// followed and a read-only file is never replaced.
///
/// git never hands a merge driver a link (its `%A` is a fresh regular file of its own, and
/// it does not run drivers on links), so a link here is someone else's file: writing
/// through it could change a file outside the repository. The caller refuses links before
/// calling; a link found here (made in between) is an error, never followed. A file with
/// no write permission bit is refused the way `git merge-file` refuses it, even for root
/// (who could rename over it).
pub fn write_left(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => {
            Err(std::io::Error::other("it is a symbolic link, which suture does not follow"))
        }
        Ok(meta) if meta.permissions().readonly() => {
            Err(std::io::Error::new(std::io::ErrorKind::PermissionDenied, "the file is read-only"))
        }
        Ok(meta) if !meta.is_file() => {
            fs::OpenOptions::new().write(true).truncate(true).open(path)?.write_all(bytes)
        }
        _ => replace(path, bytes),
    }
}

/// The atomic replacement of the regular file (or new file) at `path`.
///
/// `tempfile` adds its temporary file's name to the errors it returns; that name is no
/// file the user asked for (a message would send them looking for `.x.suture-….tmp`), so
/// the error keeps only the system's own message, which callers put after `path`.
fn replace(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    replace_through_temporary(path, bytes).map_err(|error| {
        // tempfile wraps the system's error with the path; the system's code is below.
        let inner = error.get_ref().and_then(|e| e.source());
        let code = error.raw_os_error().or_else(|| {
            inner.and_then(|e| e.downcast_ref::<std::io::Error>()).and_then(|e| e.raw_os_error())
        });
        match code {
            Some(code) => std::io::Error::from_raw_os_error(code),
            // Its message is `{system's message} at path "{temporary file}"`.
            None => match error.to_string().split_once(" at path \"") {
                Some((message, _)) => std::io::Error::new(error.kind(), message.to_string()),
                None => error,
            },
        }
    })
}

/// [`replace`], with the temporary file's name in its errors.
fn replace_through_temporary(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    // The name's own bytes, not a lossy copy: `remove_stale` matches them exactly.
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(path.file_name().unwrap_or_default());
    prefix.push(".suture-");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp").rand_bytes(RANDOM_LEN);
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
    // Held until the file is renamed and closed: tells `remove_stale` in other processes
    // that this writer is alive. A file system without locks only loses that guard.
    let _ = temp.as_file().lock();
    #[cfg(unix)]
    remove_stale(dir, path, &temp);
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

/// Removes the temporary files that killed writers left beside `target` (see the module
/// documentation for what counts as one). Errors are ignored: cleaning is a courtesy.
#[cfg(unix)]
fn remove_stale(dir: &Path, target: &Path, ours: &tempfile::NamedTempFile) {
    use std::os::unix::ffi::OsStrExt;
    use std::os::unix::fs::MetadataExt;

    let Some(target) = target.file_name() else { return };
    let Ok(own) = ours.as_file().metadata() else { return };
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if !is_stale_name(name.as_bytes(), target.as_bytes()) {
            continue;
        }
        let path = entry.path();
        // Not following links: a link or anything but a regular file is not ours.
        let Ok(meta) = fs::symlink_metadata(&path) else { continue };
        let idle = meta.modified().ok().and_then(|m| m.elapsed().ok());
        if !meta.is_file()
            || meta.uid() != own.uid()
            || (meta.dev(), meta.ino()) == (own.dev(), own.ino())
            || idle.is_none_or(|idle| idle < STALE)
        {
            continue;
        }
        // The lock of a live writer says "mine"; the open file must be the one checked.
        let Ok(file) = fs::File::open(&path) else { continue };
        let same = file.metadata().is_ok_and(|m| (m.dev(), m.ino()) == (meta.dev(), meta.ino()));
        if same && file.try_lock().is_ok() {
            log::debug!("removing {}, left by a killed writer", path.display());
            let _ = fs::remove_file(&path);
        }
    }
}

/// Whether `name` is the name of a temporary file [`replace`] makes for a target named
/// `target`, or for one of git's `.merge_file_XXXXXX` temporaries: `.<target>.suture-`,
/// [`RANDOM_LEN`] ASCII letters or digits, `.tmp`.
fn is_stale_name(name: &[u8], target: &[u8]) -> bool {
    let Some(rest) = name.strip_prefix(b".") else { return false };
    let Some(rest) = rest.strip_suffix(b".tmp") else { return false };
    let Some(split) = rest.len().checked_sub(RANDOM_LEN + ".suture-".len()) else {
        return false;
    };
    let (of, tail) = rest.split_at(split);
    let random = &tail[".suture-".len()..];
    let alnum = |bytes: &[u8]| bytes.iter().all(u8::is_ascii_alphanumeric);
    let git_temp =
        of.strip_prefix(b".merge_file_").is_some_and(|r| r.len() == RANDOM_LEN && alnum(r));
    tail.starts_with(b".suture-") && alnum(random) && (of == target || git_temp)
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
    fn stale_names_are_exactly_ours() {
        let cases: &[(&str, &str, bool)] = &[
            (".f.txt.suture-aB3xY9.tmp", "f.txt", true),
            ("..merge_file_Ab12Cd.suture-aB3xY9.tmp", "other", true),
            (".f.txt.suture-aB3xY9.tmp", "g.txt", false),
            (".f.txt.suture-aB3xY.tmp", "f.txt", false),
            (".f.txt.suture-aB3xY99.tmp", "f.txt", false),
            (".f.txt.suture-aB3-Y9.tmp", "f.txt", false),
            (".f.txt.suture-aB3xY9.tmp~", "f.txt", false),
            ("f.txt.suture-aB3xY9.tmp", "f.txt", false),
            (".f.txt.sutur-aB3xY9.tmp", "f.txt", false),
            ("..merge_file_Ab12C.suture-aB3xY9.tmp", "other", false),
            (".suture-aB3xY9.tmp", "", false),
            (".tmp", "f.txt", false),
        ];
        for &(name, target, expected) in cases {
            assert_eq!(is_stale_name(name.as_bytes(), target.as_bytes()), expected, "{name}");
        }
    }

    #[cfg(unix)]
    #[test]
    fn stale_temporaries_go_and_live_ones_stay() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.txt");
        fs::write(&path, b"old\n").unwrap();
        let old = std::time::SystemTime::now() - STALE - Duration::from_secs(60);
        let make = |name: &str, aged: bool| {
            let file = fs::File::create(dir.path().join(name)).unwrap();
            if aged {
                file.set_modified(old).unwrap();
            }
            file
        };
        drop(make(".f.txt.suture-AAAAAA.tmp", true));
        drop(make(".f.txt.suture-BBBBBB.tmp", false));
        let live = make(".f.txt.suture-CCCCCC.tmp", true);
        live.lock().unwrap();
        drop(make(".g.txt.suture-DDDDDD.tmp", true));
        drop(make("f.txt.suture-EEEEEE.tmp", true));
        write(&path, b"new\n").unwrap();
        // A name that is not UTF-8 matches its own temporaries byte for byte.
        use std::os::unix::ffi::OsStrExt;
        let odd = dir.path().join(std::ffi::OsStr::from_bytes(b"odd\xff"));
        drop(make(".odd\u{fffd}.suture-FFFFFF.tmp", true));
        let odd_temp = std::ffi::OsStr::from_bytes(b".odd\xff.suture-GGGGGG.tmp");
        fs::File::create(dir.path().join(odd_temp)).unwrap().set_modified(old).unwrap();
        write(&odd, b"odd\n").unwrap();
        fs::remove_file(&odd).unwrap();
        let mut names: Vec<String> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                ".f.txt.suture-BBBBBB.tmp",
                ".f.txt.suture-CCCCCC.tmp",
                ".g.txt.suture-DDDDDD.tmp",
                ".odd\u{fffd}.suture-FFFFFF.tmp",
                "f.txt",
                "f.txt.suture-EEEEEE.tmp"
            ]
        );
        drop(live);
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
