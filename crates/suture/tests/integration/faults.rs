//! Never lose work under faults: the driver killed at random moments, a full disk, an
//! attempts store that cannot be written, fifty drivers at once, and odd working trees (a
//! link, a read-only file, a name with a newline and bytes that are not UTF-8, CRLF with
//! `core.autocrlf`, one 10 MB line, 200,000 lines).
//!
//! In every case `%A` ends up holding either its old content or the whole merge result,
//! the exit code is the documented one (0 clean, 1 conflicts, 129 `%A` not writable) and
//! stderr says why in one line. Nothing measures speed: sizes are chosen so that the whole
//! module stays within a minute in a debug build on a loaded two-core machine.

#![cfg(unix)]

use std::collections::hash_map::RandomState;
use std::ffi::OsStr;
use std::fs;
use std::hash::{BuildHasher, Hasher};
use std::os::unix::ffi::OsStrExt;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant, SystemTime};

use crate::common::{Repo, driver_line, suture_bin, text};
use crate::hostile::run_guarded;

/// The struct both branches extend (the README's example): a conflict for git that the
/// structured merge solves, so a merge of it records an attempt.
const STRUCT_BASE: &str = include_str!("../../../../examples/struct-fields/base.rs");
const STRUCT_LEFT: &str = include_str!("../../../../examples/struct-fields/left.rs");
const STRUCT_RIGHT: &str = include_str!("../../../../examples/struct-fields/right.rs");
const STRUCT_MERGED: &str = include_str!("../../../../examples/struct-fields/expected.rs");

/// `suture merge --git base left right` in `dir`, isolated from the caller's environment,
/// with the attempts store in `dir/data`.
fn driver(dir: &Path, names: [&str; 3]) -> Command {
    let mut cmd = Command::new(suture_bin());
    cmd.current_dir(dir)
        .env_remove("suture")
        .env_remove("SUTURE_FAULT")
        .env("SUTURE_DATA_DIR", dir.join("data"))
        .args(["merge", "--git"])
        .args(names);
    cmd
}

/// The hidden temporary files suture's writes leave in `dir` (any target).
fn temporaries(dir: &Path) -> Vec<String> {
    let mut found: Vec<String> = fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.') && n.contains(".suture-") && n.ends_with(".tmp"))
        .collect();
    found.sort();
    found
}

/// Makes the files look idle for longer than suture's staleness threshold (5 s, see
/// `atomic::STALE`), so that the next write may remove them: stands in for waiting.
fn age(dir: &Path, names: &[String]) {
    let past = SystemTime::now() - Duration::from_secs(60);
    for name in names {
        let file = fs::OpenOptions::new().write(true).open(dir.join(name)).unwrap();
        file.set_modified(past).unwrap();
    }
}

/// A pseudo-random sequence (xorshift), seeded from the process's random hasher keys.
struct Rng(u64);

impl Rng {
    fn new() -> Rng {
        Rng(RandomState::new().build_hasher().finish() | 1)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

fn lines(n: usize, line: impl Fn(usize) -> String) -> Vec<u8> {
    let mut out = String::new();
    for i in 0..n {
        out.push_str(&line(i));
        out.push('\n');
    }
    out.into_bytes()
}

/// About 5 MB of text (so past the structured merge's size limit: the line merge does the
/// work), with ten lines both sides changed: a conflicting merge of the whole file.
fn five_megabytes() -> [Vec<u8>; 3] {
    let text = |side: &str| {
        lines(90_000, |i| {
            if i % 9_000 == 0 && !side.is_empty() {
                format!("{side} edit of line {i}")
            } else {
                format!("line {i} of the generated file, with some padding text here")
            }
        })
    };
    [text(""), text("left"), text("right")]
}

/// Fault 1: SIGKILL at random moments of merges of a 5 MB file: `%A` is always the old or the
/// new content, whole; the temporaries the kills leave are removed by the next merge.
///
/// `SUTURE_KILL_COUNT` sets the number of kills (default 20).
#[test]
fn killed_at_random_moments_leaves_old_or_new_content() {
    let kills: u32 =
        std::env::var("SUTURE_KILL_COUNT").ok().and_then(|n| n.parse().ok()).unwrap_or(20);
    let dir = tempfile::tempdir().unwrap();
    let [base, left, right] = five_megabytes();
    assert!(left.len() > 5_000_000);
    for (name, bytes) in [("base.txt", &base), ("right.txt", &right)] {
        fs::write(dir.path().join(name), bytes).unwrap();
    }
    let target = dir.path().join("left.txt");
    let names = ["base.txt", "left.txt", "right.txt"];

    // An undisturbed run gives the new content, and how long a run takes here: half of the
    // kills fall anywhere in that span; the other half wait for the temporary file to
    // appear and strike a random moment later, while or just after it is written.
    fs::write(&target, &left).unwrap();
    let started = Instant::now();
    let (code, stderr) = run_guarded(&mut driver(dir.path(), names));
    let span = started.elapsed();
    assert_eq!(code, Some(1), "{stderr}");
    let merged = fs::read(&target).unwrap();
    assert_eq!(crate::hostile::conflicts(&merged), 10);

    let mut rng = Rng::new();
    let seed = rng.0;
    let span_us = u64::try_from(span.as_micros()).unwrap_or(u64::MAX).max(1_000);
    let (mut old, mut new, mut stray) = (0, 0, 0);
    for kill in 0..kills {
        fs::write(&target, &left).unwrap();
        let before = temporaries(dir.path());
        let mut child =
            driver(dir.path(), names).stdout(Stdio::null()).stderr(Stdio::null()).spawn().unwrap();
        let delay = if kill % 2 == 0 {
            rng.below(span_us + span_us / 10)
        } else {
            let fresh = || temporaries(dir.path()).iter().any(|t| !before.contains(t));
            while !fresh() && child.try_wait().unwrap().is_none() {
                std::thread::yield_now();
            }
            rng.below(5_000)
        };
        std::thread::sleep(Duration::from_micros(delay));
        let _ = child.kill(); // SIGKILL; fails only when it already exited.
        child.wait().unwrap();
        let now = fs::read(&target).unwrap();
        if now == left {
            old += 1;
        } else if now == merged {
            new += 1;
        } else {
            panic!("kill {kill} (seed {seed:#x}, after {delay} µs) left {} bytes", now.len());
        }
        // Stale ones (from kills over 5 s ago) go as the later merges write.
        stray += usize::from(temporaries(dir.path()).iter().any(|t| !before.contains(t)));
    }
    let left_over = temporaries(dir.path()).len();
    eprintln!(
        "{kills} kills (seed {seed:#x}): {old} old content, {new} new; {stray} left a \
         temporary, {left_over} still there"
    );

    // A write killed half way, for certain (debug builds): its temporary stays ...
    if cfg!(debug_assertions) {
        fs::write(&target, &left).unwrap();
        let before = temporaries(dir.path());
        let (code, _) = run_guarded(driver(dir.path(), names).env("SUTURE_FAULT", "write-abort"));
        assert_eq!(code, None, "killed by a signal");
        assert_eq!(fs::read(&target).unwrap(), left);
        // Counting is not enough: this run may itself remove temporaries of the kills above
        // that have gone stale while the loop ran (slow machines).
        let after = temporaries(dir.path());
        let fresh = after.iter().filter(|t| !before.contains(t)).count();
        assert_eq!(fresh, 1, "the aborted write's temporary ({left_over} were there before)");
    }
    // ... until the next merge of that file, once it is stale. Files that only look alike
    // are not ours and stay.
    let lookalikes = [".left.txt.suture-AAAAAA.tmp~", ".left.txt.suture-AAAAA.tmp", "left.tmp"];
    for name in lookalikes {
        fs::write(dir.path().join(name), b"not suture's").unwrap();
    }
    let leftovers = temporaries(dir.path());
    let lookalikes: Vec<String> = lookalikes.iter().map(|s| (*s).to_string()).collect();
    age(dir.path(), &leftovers);
    age(dir.path(), &lookalikes);
    fs::write(&target, &left).unwrap();
    let (code, stderr) = run_guarded(&mut driver(dir.path(), names));
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(fs::read(&target).unwrap(), merged);
    let remaining = temporaries(dir.path());
    assert_eq!(remaining, [".left.txt.suture-AAAAA.tmp"], "only the lookalike is left");
    for name in &lookalikes {
        assert_eq!(fs::read(dir.path().join(name)).unwrap(), b"not suture's");
    }
}

/// The three revisions of a clean merge whose result (about 40 KB) is far larger than
/// LEFT: `(base, left, right, merged)`.
fn growing_merge() -> [Vec<u8>; 4] {
    let base = lines(20, |i| format!("line {i}"));
    let left = lines(20, |i| if i == 0 { "LEFT".into() } else { format!("line {i}") });
    let tail = lines(2_000, |i| format!("appended by the right side, line {i}"));
    let mut right = base.clone();
    right.extend(&tail);
    let mut merged = left.clone();
    merged.extend(&tail);
    [base, left, right, merged]
}

/// `sh -c 'SETUP; exec suture merge --git base.txt left.txt right.txt'` in `dir`.
fn driver_under_shell(dir: &Path, setup: &str) -> Command {
    let mut cmd = Command::new("sh");
    cmd.current_dir(dir)
        .env_remove("suture")
        .env_remove("SUTURE_FAULT")
        .env("SUTURE_DATA_DIR", dir.join("data"))
        .arg("-c")
        .arg(format!("{setup}; exec \"$0\" merge --git base.txt left.txt right.txt"))
        .arg(suture_bin());
    cmd
}

/// Fault 2: A full disk, through the file-size limit (`ulimit -f`, in 512-byte blocks in a POSIX
/// shell: 8 blocks are far less than the result): `%A` is unchanged byte for byte.
///
/// A full disk fails the write with ENOSPC; the size limit fails it with EFBIG only when
/// SIGXFSZ is ignored (`trap '' XFSZ`), and otherwise the kernel kills the process at that
/// write, which must leave `%A` whole too, and a temporary the next merge removes.
#[test]
fn full_disk_keeps_left_and_exits_129() {
    let dir = tempfile::tempdir().unwrap();
    let [base, left, right, merged] = growing_merge();
    for (name, bytes) in [("base.txt", &base), ("left.txt", &left), ("right.txt", &right)] {
        fs::write(dir.path().join(name), bytes).unwrap();
    }
    let target = dir.path().join("left.txt");

    let (code, stderr) =
        run_guarded(&mut driver_under_shell(dir.path(), "trap '' XFSZ; ulimit -f 8"));
    assert_eq!(code, Some(129), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.contains("cannot write the merge result to left.txt") && stderr.contains("large"),
        "{stderr}"
    );
    assert_eq!(fs::read(&target).unwrap(), left, "%A unchanged");
    assert!(temporaries(dir.path()).is_empty(), "a failure suture survives cleans up");

    let (code, stderr) = run_guarded(&mut driver_under_shell(dir.path(), "ulimit -f 8"));
    assert_eq!(code, None, "killed by SIGXFSZ: {stderr}");
    assert_eq!(fs::read(&target).unwrap(), left, "%A unchanged");
    let leftovers = temporaries(dir.path());
    assert_eq!(leftovers.len(), 1, "{leftovers:?}");
    age(dir.path(), &leftovers);

    let (code, stderr) =
        run_guarded(&mut driver(dir.path(), ["base.txt", "left.txt", "right.txt"]));
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(fs::read(&target).unwrap(), merged);
    assert!(temporaries(dir.path()).is_empty(), "{:?}", temporaries(dir.path()));
}

/// Fault 2: the full disk under git: the driver's exit 129 makes git stop the merge before
/// it touches the work tree, with suture's one line on its stderr.
#[test]
fn full_disk_under_git_stops_the_merge() {
    let repo = Repo::with_driver("* merge=suture\n");
    let line = format!("trap '' XFSZ; ulimit -f 8; exec {}", driver_line());
    repo.git(&["config", "merge.suture.driver", &line]);
    let [base, left, right, merged] = growing_merge();
    repo.diverge("f.txt", &base, &left, &right);
    let out = repo.git_output(&["merge", "--no-edit", "side"]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    let ours: Vec<&str> = stderr.lines().filter(|l| l.starts_with("suture:")).collect();
    assert_eq!(ours.len(), 1, "{stderr}");
    assert!(ours[0].contains("cannot write the merge result"), "{stderr}");
    assert_eq!(repo.read("f.txt"), left);
    assert_eq!(repo.status(), "", "no merge in progress, no stray file");
    // Without the limit, the same merge goes through.
    repo.git(&["config", "merge.suture.driver", &driver_line()]);
    repo.git(&["merge", "-q", "--no-edit", "side"]);
    assert_eq!(repo.read("f.txt"), merged);
}

/// Writes the struct example as `base.rs`, `left.rs` and `right.rs` into `dir`.
fn struct_case(dir: &Path) {
    for (name, text) in
        [("base.rs", STRUCT_BASE), ("left.rs", STRUCT_LEFT), ("right.rs", STRUCT_RIGHT)]
    {
        fs::write(dir.join(name), text).unwrap();
    }
}

/// Merges the struct example (a conflict suture solves) with the attempts store in
/// `data`; requires the right result and exit 0 and returns stderr.
fn solved_merge(dir: &Path, data: &Path) -> String {
    fs::write(dir.join("left.rs"), STRUCT_LEFT).unwrap();
    let mut cmd = driver(dir, ["base.rs", "left.rs", "right.rs"]);
    cmd.env("SUTURE_DATA_DIR", data).args(["-p", "src/config.rs"]);
    let (code, stderr) = run_guarded(&mut cmd);
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(text(&fs::read(dir.join("left.rs")).unwrap()), STRUCT_MERGED);
    stderr
}

/// The one line a solved merge prints whose attempt could not be stored.
fn assert_one_store_warning(stderr: &str) {
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.starts_with("suture: solved 1 conflict in src/config.rs; "), "{stderr}");
    assert!(stderr.contains("not stored") && stderr.contains("SUTURE_DATA_DIR"), "{stderr}");
}

/// Fault 2: The attempts store failing never fails a merge, and says so once.
#[test]
fn failing_attempts_store_never_fails_a_merge() {
    let dir = tempfile::tempdir().unwrap();
    struct_case(dir.path());

    // A file where the store's folder should be.
    let blocked = dir.path().join("blocked");
    fs::write(&blocked, b"a file, not a folder").unwrap();
    assert_one_store_warning(&solved_merge(dir.path(), &blocked));
    assert_eq!(fs::read(&blocked).unwrap(), b"a file, not a folder");

    // A file system that refuses new folders, even to root.
    if Path::new("/proc/self").is_dir() {
        assert_one_store_warning(&solved_merge(dir.path(), Path::new("/proc/self")));
    }

    // A read-only folder (root writes there anyway: then there is nothing to check).
    let read_only = dir.path().join("read-only");
    fs::create_dir(&read_only).unwrap();
    fs::set_permissions(&read_only, fs::Permissions::from_mode(0o500)).unwrap();
    if fs::create_dir(read_only.join("probe")).is_err() {
        assert_one_store_warning(&solved_merge(dir.path(), &read_only));
    } else {
        eprintln!("running as root: a read-only folder does not stop writes");
    }
    fs::set_permissions(&read_only, fs::Permissions::from_mode(0o700)).unwrap();

    // The store removed again and again while merges run: each merge is right and says
    // one line, whether its attempt made it or not.
    let data = dir.path().join("data");
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let remover = {
        let (data, done) = (data.clone(), done.clone());
        std::thread::spawn(move || {
            let mut removals = 0;
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                if fs::remove_dir_all(&data).is_ok() {
                    removals += 1;
                }
                std::thread::sleep(Duration::from_micros(300));
            }
            removals
        })
    };
    let (mut stored, mut lost) = (0, 0);
    for round in 0..12 {
        let case = dir.path().join(format!("case{round}"));
        fs::create_dir(&case).unwrap();
        struct_case(&case);
        let stderr = solved_merge(&case, &data);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.starts_with("suture: solved 1 conflict in src/config.rs; "), "{stderr}");
        if stderr.contains("review with: suture review ") {
            stored += 1;
        } else {
            assert_one_store_warning(&stderr);
            lost += 1;
        }
    }
    done.store(true, std::sync::atomic::Ordering::Relaxed);
    let removals = remover.join().unwrap();
    eprintln!("store removed {removals} times: {stored} attempts stored, {lost} not");
}

/// Fault 3: Fifty drivers at once on fifty files sharing one attempts store, three rounds: every
/// merge right, every attempt whole, the store pruned to its limit (100, the newest).
#[test]
fn fifty_drivers_at_once_share_one_store() {
    const FILES: usize = 50;
    const ROUNDS: usize = 3;
    const KEEP: usize = 100; // attempts::KEEP, documented in docs/workflow.md
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    // File `i` of round `r`: a struct named after `i`; left and right each add a field.
    let revision = |i: usize, fields: &[String]| {
        let mut out = format!("pub struct S{i} {{\n    pub base_{i}: u32,\n");
        for field in fields {
            out.push_str(&format!("    pub {field}: u32,\n"));
        }
        out.push_str("}\n");
        out
    };
    let case = |i: usize, r: usize| {
        let (l, rr) = (format!("left_{i}_{r}"), format!("right_{i}_{r}"));
        (
            revision(i, &[]),
            revision(i, std::slice::from_ref(&l)),
            revision(i, std::slice::from_ref(&rr)),
            revision(i, &[l, rr]),
        )
    };
    // id -> (file, round)
    let mut ids: Vec<(String, usize, usize)> = Vec::new();
    for r in 0..ROUNDS {
        let mut children = Vec::new();
        for i in 0..FILES {
            let sub = dir.path().join(format!("f{i}"));
            fs::create_dir_all(&sub).unwrap();
            let (base, left, right, _) = case(i, r);
            for (name, content) in [("base.rs", &base), ("left.rs", &left), ("right.rs", &right)] {
                fs::write(sub.join(name), content).unwrap();
            }
            let child = driver(&sub, ["base.rs", "left.rs", "right.rs"])
                .env("SUTURE_DATA_DIR", &data)
                .args(["-p", &format!("src/f{i}.rs")])
                .stdout(Stdio::null())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap();
            children.push((i, sub, child));
        }
        for (i, sub, child) in children {
            let out = child.wait_with_output().unwrap();
            let stderr = text(&out.stderr);
            assert_eq!(out.status.code(), Some(0), "file {i} round {r}: {stderr}");
            assert_eq!(text(&fs::read(sub.join("left.rs")).unwrap()), case(i, r).3);
            let prefix = format!("suture: solved 1 conflict in src/f{i}.rs; review with: ");
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
            let id = stderr
                .trim_end()
                .strip_prefix(&prefix)
                .and_then(|s| s.strip_prefix("suture review "));
            let id = id.unwrap_or_else(|| panic!("no id in {stderr:?}"));
            ids.push((id.to_string(), i, r));
        }
    }
    ids.sort();
    assert!(ids.windows(2).all(|w| w[0].0 != w[1].0), "ids are unique");

    // Pruning removes only attempts with 100 newer ones, so exactly the newest 100 stay,
    // and nothing else: no half-written attempt, no temporary folder.
    let store = data.join("attempts");
    let mut kept: Vec<String> = fs::read_dir(&store)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    kept.sort();
    let newest: Vec<String> = ids[ids.len() - KEEP..].iter().map(|(id, ..)| id.clone()).collect();
    assert_eq!(kept, newest);
    for (id, i, r) in &ids[ids.len() - KEEP..] {
        let (base, left, right, merged) = case(*i, *r);
        let attempt = store.join(id);
        for (name, content) in
            [("base", &base), ("left", &left), ("right", &right), ("result", &merged)]
        {
            assert_eq!(&text(&fs::read(attempt.join(name)).unwrap()), content, "{id}/{name}");
        }
        let out = Command::new(suture_bin())
            .env("SUTURE_DATA_DIR", &data)
            .args(["review", id])
            .output()
            .unwrap();
        assert!(out.status.success(), "review {id}: {}", text(&out.stderr));
        assert!(text(&out.stdout).contains(&format!("src/f{i}.rs")), "{}", text(&out.stdout));
    }
}

/// Fault 4: `%A` a symbolic link.
///
/// What git does, checked here with a real repository: it never runs a merge driver (nor
/// its own text merge) on a link. A link both sides changed is a conflict and the working
/// tree keeps ours, untouched; and `%A` is always a fresh regular file git made
/// (`.merge_file_XXXXXX` in the work tree's root, mode 0600), whose content git then
/// writes into the tree itself. A tracked file that the user replaced with a link is a
/// local change: git runs the driver on its own temporary files, then refuses to touch
/// the work tree. So git never writes through a link, and suture, handed a link as `%A`
/// by anything else, does not either: it keeps the link, says so and reports a conflict.
#[test]
fn left_a_symbolic_link_is_never_written_through() {
    let outside = tempfile::tempdir().unwrap();
    let target = outside.path().join("outside.txt");
    fs::write(&target, b"outside the repository\n").unwrap();

    // git with the driver: a link both sides changed.
    let repo = Repo::bare_config();
    let called = repo.path().join("../driver-called");
    repo.git(&[
        "config",
        "merge.suture.driver",
        &format!("touch {}; {}", called.display(), driver_line()),
    ]);
    repo.write(".gitattributes", "* merge=suture\n");
    repo.write("f.txt", "a\nb\nc\n");
    std::os::unix::fs::symlink(&target, repo.path().join("link")).unwrap();
    repo.commit_all("base");
    repo.git(&["checkout", "-q", "-b", "side"]);
    fs::remove_file(repo.path().join("link")).unwrap();
    std::os::unix::fs::symlink("elsewhere", repo.path().join("link")).unwrap();
    repo.commit_all("right");
    repo.git(&["checkout", "-q", "main"]);
    fs::remove_file(repo.path().join("link")).unwrap();
    std::os::unix::fs::symlink("../outside.txt", repo.path().join("link")).unwrap();
    repo.commit_all("left");
    let out = repo.git_output(&["merge", "--no-edit", "side"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    assert!(!called.exists(), "git ran the driver on a link");
    assert_eq!(repo.status(), "UU link\n");
    assert_eq!(fs::read_link(repo.path().join("link")).unwrap(), Path::new("../outside.txt"));
    repo.git(&["merge", "--abort"]);

    // The driver itself, handed a link to a file outside: the link and that file stay.
    let dir = tempfile::tempdir().unwrap();
    for (name, bytes) in [("base.txt", &b"a\nb\nc\n"[..]), ("right.txt", b"a\nb\nC\n")] {
        fs::write(dir.path().join(name), bytes).unwrap();
    }
    fs::write(&target, b"a\nB\nc\n").unwrap();
    std::os::unix::fs::symlink(&target, dir.path().join("left.txt")).unwrap();
    let names = ["base.txt", "left.txt", "right.txt"];
    let (code, stderr) = run_guarded(&mut driver(dir.path(), names));
    assert_eq!(code, Some(1), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("symbolic link"), "{stderr}");
    assert_eq!(fs::read(&target).unwrap(), b"a\nB\nc\n", "the file outside is untouched");
    assert_eq!(fs::read_link(dir.path().join("left.txt")).unwrap(), target);
    assert!(temporaries(dir.path()).is_empty() && temporaries(outside.path()).is_empty());
    // A merge that leaves LEFT as it is needs no write: clean.
    fs::write(dir.path().join("right.txt"), b"a\nb\nc\n").unwrap();
    let (code, stderr) = run_guarded(&mut driver(dir.path(), names));
    assert_eq!(code, Some(0), "{stderr}");
    assert_eq!(fs::read(&target).unwrap(), b"a\nB\nc\n");
}

/// Fault 4: A read-only `%A`: exit 129 (git reports the driver failed), one line, unchanged.
#[test]
fn read_only_left_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let [base, left, right, _] = growing_merge();
    for (name, bytes) in [("base.txt", &base), ("left.txt", &left), ("right.txt", &right)] {
        fs::write(dir.path().join(name), bytes).unwrap();
    }
    let target = dir.path().join("left.txt");
    fs::set_permissions(&target, fs::Permissions::from_mode(0o444)).unwrap();
    let names = ["base.txt", "left.txt", "right.txt"];
    let (code, stderr) = run_guarded(&mut driver(dir.path(), names));
    assert_eq!(code, Some(129), "{stderr}");
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("left.txt") && stderr.contains("read-only"), "{stderr}");
    assert_eq!(fs::read(&target).unwrap(), left);
    assert_eq!(fs::metadata(&target).unwrap().permissions().mode() & 0o777, 0o444);
    assert!(temporaries(dir.path()).is_empty());
    // Nothing to write (right is the base): no reason to fail.
    fs::write(dir.path().join("right.txt"), &base).unwrap();
    let (code, stderr) = run_guarded(&mut driver(dir.path(), names));
    assert_eq!(code, Some(0), "{stderr}");
}

/// Fault 4: A path with a space, a newline and bytes that are not UTF-8, in a real git merge:
/// git passes it (quoted) as `%P`; suture must still merge, and detect the language from
/// it. (Before, `-p` had to be UTF-8: a usage error, exit 2, and LEFT without markers.)
#[test]
fn path_with_space_newline_and_invalid_utf8() {
    let repo = Repo::with_driver("* merge=suture\n");
    let name = OsStr::from_bytes(b"sub dir/new\nline \xff\xfe.rs");
    let path = repo.path().join(name);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, STRUCT_BASE).unwrap();
    repo.commit_all("base");
    repo.git(&["checkout", "-q", "-b", "side"]);
    fs::write(&path, STRUCT_RIGHT).unwrap();
    repo.commit_all("right");
    repo.git(&["checkout", "-q", "main"]);
    fs::write(&path, STRUCT_LEFT).unwrap();
    repo.commit_all("left");
    let out = repo.git_output(&["merge", "--no-edit", "side"]);
    assert_eq!(out.status.code(), Some(0), "{}{}", text(&out.stdout), text(&out.stderr));
    assert_eq!(text(&fs::read(&path).unwrap()), STRUCT_MERGED, "solved as Rust");
    // One line, the path quoted with its newline escaped.
    let stderr = text(&out.stderr);
    let ours: Vec<&str> = stderr.lines().filter(|l| l.starts_with("suture:")).collect();
    assert_eq!(ours.len(), 1, "{stderr}");
    assert!(ours[0].starts_with("suture: solved 1 conflict in \"sub dir/new\\nline "), "{stderr}");
    assert_eq!(repo.status(), "");

    // And with a conflict that stays: git's markers, from the driver (diff3 style).
    let repo = Repo::with_driver("* merge=suture\n");
    let name = OsStr::from_bytes(b"a b\nc\xff.txt");
    let path = repo.path().join(name);
    fs::write(&path, "one\ntwo\n").unwrap();
    repo.commit_all("base");
    repo.git(&["checkout", "-q", "-b", "side"]);
    fs::write(&path, "one\nRIGHT\n").unwrap();
    repo.commit_all("right");
    repo.git(&["checkout", "-q", "main"]);
    fs::write(&path, "one\nLEFT\n").unwrap();
    repo.commit_all("left");
    let out = repo.git_output(&["merge", "--no-edit", "side"]);
    assert_eq!(out.status.code(), Some(1));
    let merged = text(&fs::read(&path).unwrap());
    assert!(
        merged.contains("LEFT\n||||||| ") && merged.contains("two\n=======\nRIGHT\n"),
        "{merged}"
    );
}

/// Fault 4: CRLF work tree under `core.autocrlf=true`: git hands the driver the blobs (LF) and
/// converts the result on its way into the tree, so the merged file is CRLF throughout.
#[test]
fn crlf_with_autocrlf() {
    let crlf = |s: &str| s.replace('\n', "\r\n");
    for (right, expected, code) in [
        (STRUCT_RIGHT.to_string(), STRUCT_MERGED.to_string(), 0),
        (
            STRUCT_BASE.replace("pub jobs: usize,", "pub jobs: u32,"),
            String::new(), // conflicts: checked below
            1,
        ),
    ] {
        let repo = Repo::with_driver("* merge=suture\n");
        repo.git(&["config", "core.autocrlf", "true"]);
        let base = STRUCT_BASE.to_string();
        let left = if code == 0 {
            STRUCT_LEFT.to_string()
        } else {
            STRUCT_BASE.replace("pub jobs: usize,", "pub jobs: u64,")
        };
        repo.diverge(
            "src/config.rs",
            crlf(&base).as_bytes(),
            crlf(&left).as_bytes(),
            crlf(&right).as_bytes(),
        );
        assert!(!repo.git(&["show", "HEAD:src/config.rs"]).contains('\r'), "stored as LF");
        let out = repo.git_output(&["merge", "--no-edit", "side"]);
        assert_eq!(out.status.code(), Some(code), "{}", text(&out.stderr));
        let merged = repo.read_text("src/config.rs");
        let bare_lf = merged.replace("\r\n", "").contains('\n');
        assert!(!bare_lf, "every line ends in CRLF: {merged:?}");
        if code == 0 {
            assert_eq!(merged, crlf(&expected));
        } else {
            assert!(
                merged.contains("u64,\r\n||||||| ")
                    && merged.contains("=======\r\n    pub jobs: u32,\r\n>>>>>>> "),
                "{merged:?}"
            );
        }
    }
}

/// git's own line merge (`git merge-file -p --diff3`) of `left base right` in `dir`.
fn git_merge_file(dir: &Path, names: [&str; 3]) -> (Option<i32>, Vec<u8>) {
    let out = Command::new("git")
        .current_dir(dir)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .args(["merge-file", "-p", "--diff3", names[1], names[0], names[2]])
        .output()
        .expect("git is installed");
    (out.status.code(), out.stdout)
}

/// Runs the driver on `base.EXT left.EXT right.EXT` in a fresh folder and returns what
/// git merge-file makes of the same files, the driver's exit code, stderr and result.
fn against_git(
    ext: &str,
    base: &[u8],
    left: &[u8],
    right: &[u8],
) -> (Option<i32>, Vec<u8>, Option<i32>, String, Vec<u8>) {
    let dir = tempfile::tempdir().unwrap();
    let names = [format!("base.{ext}"), format!("left.{ext}"), format!("right.{ext}")];
    for (name, bytes) in names.iter().zip([base, left, right]) {
        fs::write(dir.path().join(name), bytes).unwrap();
    }
    let names = [names[0].as_str(), names[1].as_str(), names[2].as_str()];
    let (git_code, git) = git_merge_file(dir.path(), names);
    let (code, stderr) = run_guarded(&mut driver(dir.path(), names));
    let ours = fs::read(dir.path().join(names[1])).unwrap();
    (git_code, git, code, stderr, ours)
}

/// Fault 4: One 10 MB line (minified), both sides editing it: past the structured merge's size
/// limit, so the result is git's line merge, byte for byte, with no alarm on stderr.
#[test]
fn ten_megabyte_single_line() {
    let minified = |first: &str, last: &str| {
        let mut out = format!("[{first},").into_bytes();
        out.extend("{\"k\":1},".repeat(1_250_000).as_bytes());
        out.extend(format!("{last}]").as_bytes());
        out
    };
    let base = minified("0", "0");
    assert!(base.len() > 10_000_000);
    let (git_code, git, code, stderr, ours) =
        against_git("json", &base, &minified("1", "0"), &minified("0", "2"));
    assert_eq!(git_code, Some(1));
    assert_eq!(code, Some(1), "{stderr}");
    assert!(ours == git, "git's line merge, byte for byte");
    // Too large for the structured merge, which one line says.
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("too large for the structured merge"), "{stderr}");
}

/// Fault 4: 200,000 short lines, edits on both sides and one conflict: git's result exactly
/// (past the size limit too), and a clean merge of them.
#[test]
fn two_hundred_thousand_lines() {
    let base = lines(200_000, |i| format!("x{i}"));
    let edit = |edits: &[(usize, &str)]| {
        lines(200_000, |i| {
            edits
                .iter()
                .find(|(at, _)| *at == i)
                .map_or_else(|| format!("x{i}"), |(_, s)| (*s).to_string())
        })
    };
    let left = edit(&[(10, "left 10"), (100_000, "left 100000")]);
    let right = edit(&[(150_000, "right 150000"), (100_000, "right 100000")]);
    let (git_code, git, code, stderr, ours) = against_git("txt", &base, &left, &right);
    assert_eq!((git_code, code), (Some(1), Some(1)), "{stderr}");
    assert!(ours == git, "git's line merge, byte for byte");
    let right = edit(&[(150_000, "right 150000"), (199_999, "right end")]);
    let (git_code, git, code, stderr, ours) = against_git("txt", &base, &left, &right);
    assert_eq!((git_code, code), (Some(0), Some(0)), "{stderr}");
    assert!(ours == git);
    assert_eq!(
        ours,
        edit(&[
            (10, "left 10"),
            (100_000, "left 100000"),
            (150_000, "right 150000"),
            (199_999, "right end")
        ])
    );
}

/// Fault 1: Under git: the driver killed while writing leaves its temporary beside git's `%A`
/// (`..merge_file_XXXXXX.suture-XXXXXX.tmp` in the work tree's root, an untracked file for
/// `git status`); git itself gives each merge a fresh `%A`, so the next merge in that
/// folder removes the leftover once it is stale. Debug builds only (`SUTURE_FAULT`).
#[test]
fn killed_under_git_leaves_no_stray_file_after_the_next_merge() {
    if !cfg!(debug_assertions) {
        eprintln!("SUTURE_FAULT is honoured in debug builds only; nothing to check");
        return;
    }
    let repo = Repo::with_driver("* merge=suture\n");
    repo.diverge("f.txt", b"a\nb\nc\nd\n", b"a\nB\nc\nd\n", b"a\nb\nc\nD\n");
    let mut merge = repo.git_cmd(&["merge", "--no-edit", "side"]);
    let out = merge.env("SUTURE_FAULT", "write-abort").output().unwrap();
    // git takes a driver killed by a signal for a failed merge and stops before touching
    // the work tree: no merge in progress, `f.txt` as it was.
    assert_eq!(out.status.code(), Some(2), "the driver died: {}", text(&out.stderr));
    assert_eq!(repo.read_text("f.txt"), "a\nB\nc\nd\n");
    let leftovers = temporaries(&repo.path());
    assert_eq!(leftovers.len(), 1, "{leftovers:?}");
    assert!(leftovers[0].starts_with("..merge_file_"), "{leftovers:?}");
    assert_eq!(repo.status(), format!("?? {}\n", leftovers[0]));

    age(&repo.path(), &leftovers);
    repo.git(&["merge", "-q", "--no-edit", "side"]);
    assert_eq!(repo.read_text("f.txt"), "a\nB\nc\nD\n");
    assert_eq!(repo.status(), "", "the stale temporary is gone");
}
