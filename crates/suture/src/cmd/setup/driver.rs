//! The driver line: which command git runs for suture. `suture setup` chooses it and
//! `suture doctor` checks it, both from here.
//!
//! A driver git cannot start is worse than none: git prints `suture: not found`, marks
//! the file unmerged and leaves only our side in it, without conflict markers. So the line
//! names the running binary by its absolute path unless `suture` on the `PATH` is this
//! very binary.
//!
//! Must not: write anything (setup does), or run the binary it names.

use std::path::{Path, PathBuf};

/// What follows the program in the driver line: every placeholder git offers, so suture
/// gets the labels, the path (language detection) and the marker size git would use.
pub const DRIVER_ARGS: &str = "merge --git %O %A %B -s %S -x %X -y %Y -p %P -l %L";

/// The program a driver line names, as chosen for this binary.
pub struct Choice {
    /// The program as written in the line (quoted for the shell when needed).
    pub command: String,
    /// Why, in one sentence, for setup to print.
    pub why: String,
}

/// The program the driver line should name for the running binary; with `absolute`, its
/// path even when `suture` on the `PATH` is this binary (git run by a program whose `PATH`
/// lacks that folder still finds it).
pub fn choose(absolute: bool) -> Choice {
    let Some(exe) = std::env::current_exe().ok().map(|exe| canonical(&exe)) else {
        return Choice {
            command: "suture".into(),
            why: "the running binary's path is unknown; git will look `suture` up on its PATH"
                .into(),
        };
    };
    if absolute {
        return Choice {
            command: shell_quote(&exe.to_string_lossy()),
            why: "--absolute-path: the driver names this binary by its path".into(),
        };
    }
    match find_on_path("suture") {
        Some(found) if same_file(&found, &exe) => Choice {
            command: "suture".into(),
            why: format!("`suture` on the PATH is this binary ({})", found.display()),
        },
        Some(found) => Choice {
            command: shell_quote(&exe.to_string_lossy()),
            why: format!(
                "`suture` on the PATH is another binary ({}); the driver names this one by its path",
                found.display()
            ),
        },
        None => Choice {
            command: shell_quote(&exe.to_string_lossy()),
            why: "`suture` is not on the PATH; the driver names this binary by its path, so git \
                  finds it from any shell or program"
                .into(),
        },
    }
}

/// The whole driver line for `command`.
pub fn line(command: &str) -> String {
    format!("{command} {DRIVER_ARGS}")
}

/// Whether `line` is one `suture setup` writes (for any location of the binary): a program
/// whose file name is `suture`, then [`DRIVER_ARGS`].
pub fn is_setup_line(line: &str) -> bool {
    let Some((program, rest)) = split_program(line) else { return false };
    rest.trim() == DRIVER_ARGS && Path::new(&program).file_name().is_some_and(|n| n == "suture")
}

/// The program of a driver line (its first shell word, unquoted) and the rest of the line.
pub fn split_program(line: &str) -> Option<(String, &str)> {
    let line = line.trim_start();
    if let Some(quoted) = line.strip_prefix('\'') {
        // 'a'\''b' style: single-quoted runs joined by escaped quotes.
        let mut program = String::new();
        let mut rest = quoted;
        loop {
            let end = rest.find('\'')?;
            program.push_str(&rest[..end]);
            rest = &rest[end + 1..];
            match rest.strip_prefix("\\''") {
                Some(more) => {
                    program.push('\'');
                    rest = more;
                }
                None => break,
            }
        }
        return Some((program, rest));
    }
    let end = line.find(char::is_whitespace).unwrap_or(line.len());
    (end > 0).then(|| (line[..end].to_string(), &line[end..]))
}

/// The file git would run for `program`: the path itself when it has a slash, else the
/// first match on the `PATH`. `None` when there is no such executable file.
pub fn resolve(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        let path = PathBuf::from(program);
        return is_executable(&path).then_some(path);
    }
    find_on_path(program)
}

/// The first executable file named `name` in the folders of `PATH`.
pub fn find_on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .filter(|dir| !dir.as_os_str().is_empty())
        .map(|dir| dir.join(name))
        .find(|candidate| is_executable(candidate))
}

/// Whether two paths are the same file (same device and inode once links are followed).
pub fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
        _ => false,
    }
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

/// `text` as one shell word: as it is when it needs no quoting, else single-quoted.
pub fn shell_quote(text: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._+-,:@%=".contains(c);
    if !text.is_empty() && text.chars().all(plain) {
        text.to_string()
    } else {
        format!("'{}'", text.replace('\'', "'\\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quoted_program_comes_back_as_written() {
        for program in ["suture", "/usr/bin/suture", "/home/a b/suture", "/it's/suture"] {
            let written = line(&shell_quote(program));
            let (read, rest) = split_program(&written).unwrap();
            assert_eq!(read, program, "{written}");
            assert_eq!(rest.trim(), DRIVER_ARGS);
            assert!(is_setup_line(&written), "{written}");
        }
    }

    #[test]
    fn other_drivers_are_not_setups() {
        for other in [
            "mergiraf merge --git %O %A %B -s %S -x %X -y %Y -p %P -l %L",
            "suture merge --git %O %A %B",
            "/opt/suture-old merge --git %O %A %B -s %S -x %X -y %Y -p %P -l %L",
            "",
        ] {
            assert!(!is_setup_line(other), "{other}");
        }
    }

    #[test]
    fn a_path_is_resolved_as_it_is_and_a_name_on_the_path() {
        assert_eq!(resolve("/bin/sh"), Some(PathBuf::from("/bin/sh")));
        assert_eq!(resolve("/nonexistent/suture"), None);
        assert!(resolve("sh").is_some());
        assert!(resolve("surely-no-such-program-here").is_none());
    }
}
