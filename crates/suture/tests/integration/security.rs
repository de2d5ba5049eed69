//! Security of what suture writes and runs: `-p` names a path for language detection and
//! messages only, so no value of it (`..`, absolute, odd characters) makes suture write
//! anywhere but the output it was given; the attempts store stays private; and suture runs
//! nothing the merged repository configures (filters, textconv, fsmonitor, hooks, pager).

use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::Command;

use crate::common::{Repo, suture_bin};
use crate::hostile::run_guarded;

/// Every file and folder under `dir`, relative, sorted.
fn tree(dir: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(at) = stack.pop() {
        for entry in fs::read_dir(&at).unwrap() {
            let path = entry.unwrap().path();
            out.push(path.strip_prefix(dir).unwrap().to_string_lossy().into_owned());
            if path.is_dir() && !path.is_symlink() {
                stack.push(path);
            }
        }
    }
    out.sort();
    out
}

const ODD_PATHS: &[&str] = &[
    "../../etc/passwd",
    "/etc/passwd",
    "../outside.rs",
    "a/../../../x.json",
    "name with spaces and \"quotes\" ;rm -rf x;.py",
    "new\nline.rs",
    "%P",
    "-rf",
    "\u{202e}txt.exe",
    "",
];

#[test]
fn path_names_never_redirect_writes() {
    let outer = tempfile::tempdir().unwrap();
    let dir = outer.path().join("work");
    fs::create_dir(&dir).unwrap();
    let passwd = fs::read("/etc/passwd").ok();
    for (i, path) in ODD_PATHS.iter().enumerate() {
        for (name, bytes) in [
            ("base.txt", &b"a\nb\nc\nd\n"[..]),
            ("left.txt", b"a\nB\nc\nd\n"),
            ("right.txt", b"a\nb\nc\nD\n"),
        ] {
            fs::write(dir.join(name), bytes).unwrap();
        }
        let data = outer.path().join(format!("data{i}"));
        for mode in [&["--git"][..], &["-o", "out.txt"][..]] {
            let mut cmd = Command::new(suture_bin());
            cmd.current_dir(&dir)
                .env_remove("suture")
                .env("SUTURE_DATA_DIR", &data)
                .args(["merge", "base.txt", "left.txt", "right.txt", "-p", path])
                .args(mode);
            let (code, stderr) = run_guarded(&mut cmd);
            assert_eq!(code, Some(0), "-p {path:?} {mode:?}: {stderr}");
        }
        assert_eq!(fs::read(dir.join("left.txt")).unwrap(), b"a\nB\nc\nD\n");
        assert_eq!(fs::read(dir.join("out.txt")).unwrap(), b"a\nB\nc\nD\n");
        let mut expected = vec!["base.txt", "left.txt", "out.txt", "right.txt"];
        expected.sort_unstable();
        assert_eq!(tree(&dir), expected, "-p {path:?}: only the outputs");
        let mut around: Vec<String> = tree(outer.path());
        around.retain(|p| !p.starts_with("work") && !p.starts_with("data"));
        assert!(around.is_empty(), "-p {path:?} wrote beside the folder: {around:?}");
        // Whatever the store keeps (nothing for a clean merge), it is private.
        if data.exists() {
            for entry in tree(&data) {
                let mode = fs::metadata(data.join(&entry)).unwrap().permissions().mode() & 0o777;
                assert!(mode == 0o700 || mode == 0o600, "{entry}: {mode:o}");
            }
        }
    }
    assert_eq!(fs::read("/etc/passwd").ok(), passwd);
}

/// A repository whose configuration would run a script on any filter, textconv, fsmonitor,
/// hook, pager or external diff: suture's commands inside it must never run it.
#[test]
fn nothing_from_the_repository_is_executed() {
    let repo = Repo::bare_config();
    repo.diverge("f.txt", b"a\nb\nc\n", b"a\nL\nc\n", b"a\nR\nc\n");
    let merge = repo.git_output(&["merge", "-q", "side"]);
    assert!(!merge.status.success(), "the merge stops on a conflict");
    let marker = repo.path().parent().unwrap().join("EXECUTED");
    let script = repo.path().parent().unwrap().join("evil.sh");
    fs::write(&script, format!("#!/bin/sh\necho \"$0 $*\" >> '{}'\ncat\n", marker.display()))
        .unwrap();
    fs::set_permissions(&script, fs::Permissions::from_mode(0o755)).unwrap();
    let evil = script.display().to_string();
    for (key, value) in [
        ("filter.evil.smudge", evil.as_str()),
        ("filter.evil.clean", evil.as_str()),
        ("filter.evil.process", evil.as_str()),
        ("diff.evil.textconv", evil.as_str()),
        ("diff.external", evil.as_str()),
        ("merge.evil.driver", evil.as_str()),
        ("core.fsmonitor", evil.as_str()),
        ("core.pager", evil.as_str()),
        ("core.hooksPath", repo.path().parent().unwrap().to_str().unwrap()),
    ] {
        repo.git(&["config", key, value]);
    }
    fs::write(repo.path().join(".git/info/attributes"), "* filter=evil diff=evil merge=evil\n")
        .unwrap();
    let home = repo.path().parent().unwrap().join("home");
    let suture = |args: &[&str]| {
        let mut cmd = Command::new(suture_bin());
        cmd.current_dir(repo.path())
            .env_remove("suture")
            .env("HOME", &home)
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", home.join("gitconfig"))
            .env("SUTURE_DATA_DIR", home.join("data"))
            .args(args);
        run_guarded(&mut cmd)
    };
    fs::write(repo.path().join("b"), "a\nb\nc\n").unwrap();
    fs::write(repo.path().join("l"), "a\nL\nc\n").unwrap();
    fs::write(repo.path().join("r"), "a\nb\nC\n").unwrap();
    let runs = [
        suture(&["merge", "--git", "b", "l", "r", "-p", "f.txt"]),
        suture(&["solve", "--stdout"]),
        suture(&["solve", "--no-backup"]),
        suture(&["solve", "f.txt"]),
        suture(&["languages", "--gitattributes"]),
        suture(&["review", "--list"]),
    ];
    for (code, stderr) in &runs {
        assert!(matches!(code, Some(0..=2)), "{code:?}: {stderr}");
    }
    let ran = fs::read_to_string(&marker).unwrap_or_default();
    assert!(ran.is_empty(), "suture ran the repository's script: {ran}");
    // The script does work when git itself is asked to run it: the check can fail.
    let _ = repo.git_output(&["diff", "HEAD~1", "--", "f.txt"]);
    let _ = repo.git_output(&["status"]);
    assert!(marker.exists(), "git runs the configured script (sanity check of the setup)");
}
