//! Atomic, lossless writes: when writing the result fails half way (an injected fault in
//! debug builds standing in for a full disk, or the process killed at that point), or when
//! the target cannot be replaced, the user's file keeps its old content, whole, and no
//! temporary file is left behind by a failure suture survives.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::common::suture_bin;
use crate::hostile::run_guarded;

const BASE: &[u8] = b"a\nb\nc\nd\n";
const LEFT: &[u8] = b"a\nB\nc\nd\n";
const RIGHT: &[u8] = b"a\nb\nc\nD\n";
const MERGED: &[u8] = b"a\nB\nc\nD\n";

fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in [("base.txt", BASE), ("left.txt", LEFT), ("right.txt", RIGHT)] {
        fs::write(dir.path().join(name), bytes).unwrap();
    }
    dir
}

fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn merge_git(dir: &Path, fault: Option<&str>) -> (Option<i32>, String) {
    let mut cmd = Command::new(suture_bin());
    cmd.current_dir(dir).env_remove("suture").env_remove("SUTURE_FAULT").args([
        "merge",
        "--git",
        "base.txt",
        "left.txt",
        "right.txt",
    ]);
    if let Some(fault) = fault {
        cmd.env("SUTURE_FAULT", fault);
    }
    run_guarded(&mut cmd)
}

#[test]
fn failed_write_over_left_keeps_the_old_file_and_no_temporary() {
    if !cfg!(debug_assertions) {
        eprintln!("SUTURE_FAULT is honoured in debug builds only; nothing to check");
        return;
    }
    let dir = folder();
    let (code, stderr) = merge_git(dir.path(), Some("write-error"));
    // Above 128: git reports the driver as failed instead of taking a result.
    assert_eq!(code, Some(129), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("left.txt"), "{stderr}");
    assert_eq!(fs::read(dir.path().join("left.txt")).unwrap(), LEFT, "old content, whole");
    assert_eq!(names(dir.path()), ["base.txt", "left.txt", "right.txt"], "no temporary left");
    // The same run without the fault writes the merge: the test above can fail.
    let (code, _) = merge_git(dir.path(), None);
    assert_eq!(code, Some(0));
    assert_eq!(fs::read(dir.path().join("left.txt")).unwrap(), MERGED);
}

#[test]
fn process_killed_while_writing_leaves_the_old_file() {
    if !cfg!(debug_assertions) {
        eprintln!("SUTURE_FAULT is honoured in debug builds only; nothing to check");
        return;
    }
    let dir = folder();
    let (code, _) = merge_git(dir.path(), Some("write-abort"));
    assert_eq!(code, None, "killed by a signal");
    assert_eq!(fs::read(dir.path().join("left.txt")).unwrap(), LEFT, "old content, whole");
    // A killed process cannot clean up: its half-written temporary may stay, hidden and
    // named after the target, never in the target's place.
    for name in names(dir.path()) {
        assert!(
            ["base.txt", "left.txt", "right.txt"].contains(&name.as_str())
                || (name.starts_with(".left.txt.suture-") && name.ends_with(".tmp")),
            "unexpected file {name}"
        );
    }
}

#[test]
fn output_that_cannot_be_replaced_is_left_alone() {
    let dir = folder();
    let target = dir.path().join("out");
    fs::create_dir(&target).unwrap();
    fs::write(target.join("inside"), b"keep").unwrap();
    let mut cmd = Command::new(suture_bin());
    cmd.current_dir(dir.path()).env_remove("suture").args([
        "merge",
        "base.txt",
        "left.txt",
        "right.txt",
        "-o",
        "out",
    ]);
    let (code, stderr) = run_guarded(&mut cmd);
    assert_eq!(code, Some(2), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert_eq!(fs::read(target.join("inside")).unwrap(), b"keep");
    assert_eq!(names(dir.path()), ["base.txt", "left.txt", "out", "right.txt"]);
}

#[test]
fn failed_solve_write_keeps_the_conflicted_file() {
    if !cfg!(debug_assertions) {
        eprintln!("SUTURE_FAULT is honoured in debug builds only; nothing to check");
        return;
    }
    // Left did not change this hunk (its section equals the base), so the line merge of the
    // rebuilt revisions is clean and solve rewrites the file.
    let conflicted: &[u8] = b"a\n<<<<<<< ours\nb\n||||||| base\nb\n=======\nB\n>>>>>>> theirs\nc\n";
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.txt");
    let solve = |fault: Option<&str>| {
        fs::write(&path, conflicted).unwrap();
        let mut cmd = Command::new(suture_bin());
        cmd.current_dir(dir.path())
            .env_remove("suture")
            .env_remove("SUTURE_FAULT")
            .env("SUTURE_DATA_DIR", dir.path().join("data"))
            .args(["solve", "--no-backup", "notes.txt"]);
        if let Some(fault) = fault {
            cmd.env("SUTURE_FAULT", fault);
        }
        run_guarded(&mut cmd)
    };
    let (code, stderr) = solve(Some("write-error"));
    assert_ne!(code, Some(0), "a failed write is not a success: {stderr}");
    assert_eq!(fs::read(&path).unwrap(), conflicted, "old content, whole");
    let leftovers: Vec<String> =
        names(dir.path()).into_iter().filter(|n| n.ends_with(".tmp")).collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
    let (code, stderr) = solve(None);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(fs::read(&path).unwrap(), b"a\nB\nc\n");
}
