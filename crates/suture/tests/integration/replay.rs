//! `suture replay`: the conflicting files it finds per merge equal what git's own
//! `merge-tree` reports, outcomes are judged against the committed file, and every kind of
//! damaged or unusual repository gives a clear message or a counted skip, never a panic.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Output;

use serde_json::Value;

use crate::common::{Repo, text};

/// Base, ours and theirs of the struct-field conflict suture resolves.
const STRUCT_BASE: &str = "pub struct C {\n    pub a: u8,\n}\n";
const STRUCT_OURS: &str = "pub struct C {\n    pub a: u8,\n    pub c: u8,\n}\n";
const STRUCT_THEIRS: &str = "pub struct C {\n    pub a: u8,\n    pub b: u8,\n}\n";
const STRUCT_BOTH: &str = "pub struct C {\n    pub a: u8,\n    pub c: u8,\n    pub b: u8,\n}\n";

/// One merge scenario: commit `base` on main, branch, commit `theirs` on the branch and
/// `ours` on main, merge the branch, and commit `resolved` as the merge. Each map is path →
/// content (`None`: delete the file).
fn scenario(
    repo: &Repo,
    name: &str,
    base: &[(&str, &[u8])],
    ours: &[(&str, Option<&[u8]>)],
    theirs: &[(&str, Option<&[u8]>)],
    resolved: &[(&str, Option<&[u8]>)],
) {
    let apply = |changes: &[(&str, Option<&[u8]>)]| {
        for (path, content) in changes {
            match content {
                Some(bytes) => repo.write(path, bytes),
                None => {
                    repo.git(&["rm", "-q", "--cached", "--ignore-unmatch", path]);
                    let _ = std::fs::remove_file(repo.path().join(path));
                }
            }
        }
    };
    // A scenario may add nothing in its base (add/add).
    let commit = |message: String| {
        repo.git(&["add", "-A"]);
        repo.git(&["commit", "-q", "--allow-empty", "-m", &message]);
    };
    for (path, content) in base {
        repo.write(path, content);
    }
    commit(format!("{name}: base"));
    repo.git(&["checkout", "-q", "-b", name]);
    apply(theirs);
    commit(format!("{name}: theirs"));
    repo.git(&["checkout", "-q", "main"]);
    apply(ours);
    commit(format!("{name}: ours"));
    // Conflicts are expected: the resolution below settles them.
    let _ = repo.git_output(&["merge", "-q", "--no-ff", "--no-commit", name]);
    apply(resolved);
    repo.git(&["add", "-A"]);
    repo.git(&["commit", "-q", "--no-edit", "-m", &format!("{name}: merge")]);
}

/// A repository with one merge of each kind: clean, content conflicts (one suture
/// resolves, one it cannot), add/add, rename/rename, delete/modify and binary.
fn history() -> Repo {
    let repo = Repo::bare_config();
    repo.write("README", "history\n");
    repo.commit_all("root");
    scenario(
        &repo,
        "clean",
        &[("x.txt", b"x\n"), ("y.txt", b"y\n")],
        &[("x.txt", Some(b"x2\n"))],
        &[("y.txt", Some(b"y2\n"))],
        &[],
    );
    scenario(
        &repo,
        "content",
        &[("a.rs", STRUCT_BASE.as_bytes()), ("b.txt", b"base\n")],
        &[("a.rs", Some(STRUCT_OURS.as_bytes())), ("b.txt", Some(b"ours\n"))],
        &[("a.rs", Some(STRUCT_THEIRS.as_bytes())), ("b.txt", Some(b"theirs\n"))],
        &[("a.rs", Some(STRUCT_BOTH.as_bytes())), ("b.txt", Some(b"both\n"))],
    );
    scenario(
        &repo,
        "addadd",
        &[],
        &[("new.txt", Some(b"ours\n"))],
        &[("new.txt", Some(b"theirs\n"))],
        &[("new.txt", Some(b"both\n"))],
    );
    scenario(
        &repo,
        "rename",
        &[("r.txt", b"one\ntwo\nthree\nfour\nfive\n")],
        &[("r.txt", None), ("r-ours.txt", Some(b"one\ntwo\nthree\nfour\nfive\n"))],
        &[("r.txt", None), ("r-theirs.txt", Some(b"one\ntwo\nthree\nfour\nfive\n"))],
        &[("r-ours.txt", None), ("r-theirs.txt", None), ("r.txt", None)],
    );
    scenario(
        &repo,
        "delmod",
        &[("d.txt", b"keep\n")],
        &[("d.txt", None)],
        &[("d.txt", Some(b"changed\n"))],
        &[("d.txt", Some(b"changed\n"))],
    );
    scenario(
        &repo,
        "binary",
        &[("bin.dat", b"\0base\0")],
        &[("bin.dat", Some(b"\0ours\0"))],
        &[("bin.dat", Some(b"\0theirs\0"))],
        &[("bin.dat", Some(b"\0ours\0"))],
    );
    repo
}

/// `suture replay ARGS` in `dir`, isolated like git.
fn replay(repo: &Repo, dir: &Path, args: &[&str]) -> Output {
    let mut cmd = repo.suture_in(dir, &["replay"]);
    cmd.args(args);
    cmd.output().expect("suture runs")
}

/// The `--json` records of a replay: the per-file objects and the summary.
fn replay_json(repo: &Repo, args: &[&str]) -> (Vec<Value>, Value) {
    replay_json_in(repo, &repo.path(), args)
}

/// [`replay_json`] run from `dir`.
fn replay_json_in(repo: &Repo, dir: &Path, args: &[&str]) -> (Vec<Value>, Value) {
    let out_dir = tempfile::tempdir().unwrap();
    let json = out_dir.path().join("replay.jsonl");
    let mut all = vec!["--json", json.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = replay(repo, dir, &all);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", text(&out.stderr));
    assert!(!text(&out.stderr).contains("panicked"), "{}", text(&out.stderr));
    let lines: Vec<Value> = std::fs::read_to_string(&json)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is JSON"))
        .collect();
    let (summary, files) = lines.split_last().expect("a summary line");
    (files.to_vec(), summary["summary"].clone())
}

/// `git merge-tree --write-tree --name-only` on a merge's parents: the conflicting paths,
/// or `None` when this git is too old for it (before 2.38).
fn git_conflicts(repo: &Repo, merge: &str) -> Option<BTreeSet<String>> {
    let parents = [format!("{merge}^1"), format!("{merge}^2")];
    let out =
        repo.git_output(&["merge-tree", "--write-tree", "--name-only", &parents[0], &parents[1]]);
    // Exit 0: clean, 1: conflicts; anything else is a git without `--write-tree`.
    if !matches!(out.status.code(), Some(0 | 1)) {
        return None;
    }
    let stdout = text(&out.stdout);
    // The tree id, the conflicting paths, then a blank line and messages.
    Some(stdout.lines().skip(1).take_while(|l| !l.is_empty()).map(str::to_owned).collect())
}

#[test]
fn conflicting_files_per_merge_equal_git_merge_tree() {
    let repo = history();
    let (files, summary) = replay_json(&repo, &["--jobs", "2"]);
    let mut found: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in &files {
        let merge = file["merge"].as_str().unwrap().to_owned();
        found.entry(merge).or_default().insert(file["path"].as_str().unwrap().to_owned());
    }
    let merges = repo.git(&["rev-list", "--merges", "HEAD"]);
    let merges: Vec<&str> = merges.lines().collect();
    assert_eq!(merges.len(), 6);
    assert_eq!(summary["merges_examined"], 6);
    assert_eq!(summary["merges_conflicting"], 5);
    let mut compared = 0;
    for merge in &merges {
        let Some(expected) = git_conflicts(&repo, merge) else {
            eprintln!("git merge-tree --write-tree unavailable: comparison skipped");
            return;
        };
        let got = found.get(*merge).cloned().unwrap_or_default();
        assert_eq!(got, expected, "conflicting files of merge {merge}");
        compared += 1;
    }
    assert_eq!(compared, 6);
}

#[test]
fn outcomes_are_judged_against_the_commit() {
    let repo = history();
    let (files, summary) = replay_json(&repo, &[]);
    let by_path: BTreeMap<&str, &Value> =
        files.iter().map(|f| (f["path"].as_str().unwrap(), f)).collect();
    // Every record carries the shared field names.
    for file in &files {
        for field in ["merge", "path", "language", "outcome", "stage", "ms"] {
            assert!(file.get(field).is_some(), "{field} missing in {file}");
        }
    }
    assert_eq!(by_path["a.rs"]["outcome"], "equal");
    assert_eq!(by_path["a.rs"]["language"], "Rust");
    assert_ne!(by_path["a.rs"]["stage"], "line_merge");
    assert_eq!(by_path["b.txt"]["outcome"], "conflict");
    assert_eq!(by_path["new.txt"]["outcome"], "skipped");
    assert_eq!(by_path["new.txt"]["reason"], "add/add");
    assert_eq!(by_path["d.txt"]["reason"], "delete/modify");
    assert_eq!(by_path["bin.dat"]["reason"], "binary");
    assert_eq!(summary["files_conflicting"], 2);
    assert_eq!(summary["files_equal"], 1);
    assert_eq!(summary["files_conflict"], 1);
    assert_eq!(summary["merges_resolved"], 0);
    assert_eq!(summary["interrupted"], false);
}

#[test]
fn show_prints_the_inputs_and_the_diff() {
    let repo = history();
    // The second merge of the history is the content one.
    let merge = repo.git(&["rev-list", "--merges", "--reverse", "HEAD"]);
    let content = merge.lines().nth(1).unwrap();
    let out = replay(&repo, &repo.path(), &["--show", content, "a.rs"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for section in ["==== base", "==== left", "==== right", "==== committed", "==== suture"] {
        assert!(stdout.contains(section), "{section} missing:\n{stdout}");
    }
    assert!(stdout.contains("(equal, language Rust"), "{stdout}");
    // Conflicts left name the sides by commit, not three times by the path.
    let out = replay(&repo, &repo.path(), &["--show", content, "b.txt"]);
    let stdout = text(&out.stdout);
    let short = |parent: &str| {
        repo.git(&["rev-parse", "--short=7", &format!("{content}^{parent}")]).trim().to_string()
    };
    let (first, second) = (short("1"), short("2"));
    assert!(stdout.contains(&format!("<<<<<<< {first} (first parent)\n")), "{stdout}");
    assert!(stdout.contains(&format!(">>>>>>> {second} (second parent)\n")), "{stdout}");
    assert!(stdout.contains("||||||| merge base\n"), "{stdout}");
    assert!(!stdout.contains("<<<<<<< b.txt"), "{stdout}");
    let out = replay(&repo, &repo.path(), &["--show", content, "nope.rs"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stderr).lines().count(), 1, "{}", text(&out.stderr));
}

#[test]
fn html_report_is_self_contained() {
    let repo = history();
    let dir = tempfile::tempdir().unwrap();
    let page = dir.path().join("replay.html");
    let out = replay(&repo, &repo.path(), &["--html", page.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let html = std::fs::read_to_string(page).unwrap();
    assert!(html.contains("<svg"), "inline chart");
    assert!(!html.contains("<script"), "no script");
    assert!(!html.contains("<link"), "no external resource");
}

#[test]
fn bare_repository_replays_the_same() {
    let repo = history();
    let bare = tempfile::tempdir().unwrap();
    let bare = bare.path().join("bare.git");
    repo.git(&["clone", "-q", "--bare", ".", bare.to_str().unwrap()]);
    let out = replay(&repo, &repo.path(), &[bare.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("merges examined                          6"), "{stdout}");
}

#[test]
fn shallow_clone_counts_what_it_cannot_replay() {
    let repo = history();
    let shallow = tempfile::tempdir().unwrap();
    let url = format!("file://{}", repo.path().display());
    let target = shallow.path().join("shallow");
    repo.git(&["clone", "-q", "--depth", "2", &url, target.to_str().unwrap()]);
    let out = replay(&repo, &target, &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(!text(&out.stderr).contains("panicked"), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("merges walked"), "{}", text(&out.stdout));
}

#[test]
fn repository_without_merges() {
    let repo = Repo::bare_config();
    repo.write("a.txt", "a\n");
    repo.commit_all("one");
    repo.write("a.txt", "b\n");
    repo.commit_all("two");
    let (files, summary) = replay_json(&repo, &[]);
    assert!(files.is_empty());
    assert_eq!(summary["merges_walked"], 0);
}

#[test]
fn corrupted_object_is_a_counted_skip() {
    let repo = Repo::bare_config();
    repo.write("README", "r\n");
    repo.commit_all("root");
    scenario(
        &repo,
        "content",
        &[("a.rs", STRUCT_BASE.as_bytes())],
        &[("a.rs", Some(STRUCT_OURS.as_bytes()))],
        &[("a.rs", Some(STRUCT_THEIRS.as_bytes()))],
        &[("a.rs", Some(STRUCT_BOTH.as_bytes()))],
    );
    // The loose object of theirs' a.rs, overwritten with garbage.
    let id = repo.git(&["rev-parse", "content:a.rs"]);
    let id = id.trim();
    let object = repo.path().join(".git/objects").join(&id[..2]).join(&id[2..]);
    let mut permissions = std::fs::metadata(&object).unwrap().permissions();
    #[allow(clippy::permissions_set_readonly_false)]
    permissions.set_readonly(false);
    std::fs::set_permissions(&object, permissions).unwrap();
    std::fs::write(&object, b"not a zlib stream").unwrap();
    let out = replay(&repo, &repo.path(), &[]);
    let stderr = text(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(stderr.contains("suture: skipped merge"), "{stderr}");
    assert!(
        text(&out.stdout).contains("skipped: unreadable objects            1"),
        "{}",
        text(&out.stdout)
    );
}

#[test]
fn bad_arguments_and_unreadable_repositories_exit_2_with_one_line() {
    let repo = Repo::bare_config();
    repo.write("a.txt", "a\n");
    repo.commit_all("one");
    let missing = repo.home().join("no-such-repo");
    let not_a_repo = repo.home();
    let missing_json = missing.join("out.jsonl");
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["--jobs", "0"], "jobs"),
        (vec!["--limit", "x"], "limit"),
        (vec![missing.to_str().unwrap()], "no git repository at"),
        (vec![not_a_repo.to_str().unwrap()], "no git repository at"),
        (vec!["no-such-folder-or-branch"], "neither a folder nor a revision"),
        (vec![".", "no-such-branch"], "cannot resolve revision `no-such-branch`"),
        (vec!["--show", "HEAD", "a.txt"], "parent"),
        (vec!["--json", missing_json.to_str().unwrap()], "cannot write"),
    ];
    for (args, expected) in cases {
        let out = replay(&repo, &repo.path(), &args);
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(stderr.contains(expected), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}

#[test]
fn a_50_mb_file_is_replayed_or_counted() {
    let repo = Repo::bare_config();
    let line = "0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz\n";
    let big: String = line.repeat(50 * 1024 * 1024 / line.len());
    let with_end = |end: &str| format!("{big}{end}\n");
    scenario(
        &repo,
        "big",
        &[("big.txt", with_end("base").as_bytes())],
        &[("big.txt", Some(with_end("ours").as_bytes()))],
        &[("big.txt", Some(with_end("theirs").as_bytes()))],
        &[("big.txt", Some(with_end("ours").as_bytes()))],
    );
    let (files, summary) = replay_json(&repo, &[]);
    assert_eq!(files.len(), 1);
    assert_eq!(files[0]["path"], "big.txt");
    assert_eq!(files[0]["outcome"], "conflict");
    assert_eq!(summary["merges_conflicting"], 1);
}

#[test]
fn revisions_and_limit_choose_the_merges() {
    let repo = history();
    // The last merge only: the binary one.
    let (files, summary) = replay_json(&repo, &[".", "HEAD^1..HEAD"]);
    assert_eq!(summary["merges_walked"], 1);
    assert_eq!(files.len(), 1);
    assert_eq!(files[0]["path"], "bin.dat");
    let (_, summary) = replay_json(&repo, &["--limit", "2"]);
    assert_eq!(summary["merges_walked"], 2);
    // The branch `content` forked after the first merge (the clean one) and holds no other.
    let (files, summary) = replay_json(&repo, &[".", "content"]);
    assert_eq!((files.len(), summary["merges_walked"].as_u64()), (0, Some(1)));
}

#[test]
fn a_configured_merge_driver_does_not_hide_conflicts() {
    // The repository already routes every file to suture: git's merge (and the replay's
    // tree merge, unless it ignores drivers) would resolve a.rs before it is measured.
    let repo = Repo::with_driver("* merge=suture\n");
    scenario(
        &repo,
        "content",
        &[("a.rs", STRUCT_BASE.as_bytes())],
        &[("a.rs", Some(STRUCT_OURS.as_bytes()))],
        &[("a.rs", Some(STRUCT_THEIRS.as_bytes()))],
        &[("a.rs", Some(STRUCT_BOTH.as_bytes()))],
    );
    let (files, summary) = replay_json(&repo, &[]);
    assert_eq!(files.len(), 1, "{files:?}");
    assert_eq!(files[0]["path"], "a.rs");
    assert_eq!(files[0]["outcome"], "equal");
    assert_eq!(summary["merges_resolved"], 1);
}

#[test]
fn the_repository_is_found_as_git_finds_it_and_a_revision_alone_is_one() {
    let repo = history();
    repo.write("sub/deeper/f.txt", "f\n");
    repo.commit_all("a subfolder");
    let (_, summary) = replay_json(&repo, &[]);
    let all = summary["merges_walked"].as_u64().unwrap();
    assert_eq!(all, 6, "{summary}");
    // A relative path, however written, from the folder above the work tree.
    let above = repo.path().parent().unwrap().to_path_buf();
    for relative in ["work", "./work", "work/", "work/sub/deeper"] {
        let (_, summary) = replay_json_in(&repo, &above, &[relative]);
        assert_eq!(summary["merges_walked"].as_u64(), Some(all), "{relative}");
    }
    // From a subfolder, with no path.
    let (_, summary) = replay_json_in(&repo, &repo.path().join("sub/deeper"), &[]);
    assert_eq!(summary["merges_walked"].as_u64(), Some(all));
    // A revision alone: the branch `content` forked after the first merge.
    let (files, summary) = replay_json_in(&repo, &repo.path().join("sub"), &["content"]);
    assert_eq!((files.len(), summary["merges_walked"].as_u64()), (0, Some(1)));
    // A range alone: the last merge only.
    let (files, summary) = replay_json(&repo, &["HEAD~1^1..HEAD"]);
    assert_eq!(summary["merges_walked"], 1);
    assert_eq!(files[0]["path"], "bin.dat");
    // A path that is not there is not taken for a revision.
    let out = replay(&repo, &above, &["./no-such-folder"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("no git repository at"), "{}", text(&out.stderr));
}
