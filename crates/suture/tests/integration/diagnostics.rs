//! Diagnostics of the structured merge: `--debug DIR` writes the three matchings (Graphviz)
//! and the changesets of every structured stage that ran, `-v` logs each stage with its
//! time, and neither changes the merge.

use std::fs;
use std::path::Path;
use std::process::Output;

use crate::common::{suture, text, write_file};

/// Both sides add a different import: the regions stage resolves it, the full stage never
/// runs.
const IMPORTS: [&str; 3] = [
    "use a::b;\nuse c::d;\n\nfn main() {}\n",
    "use a::b;\nuse c::d;\nuse e::f;\n\nfn main() {}\n",
    "use a::b;\nuse c::d;\nuse g::h;\n\nfn main() {}\n",
];

/// Both sides change the same value (a real conflict), and left also edits another
/// function and moves a third one up, cleanly: the full stage (which runs only where a
/// side moved lines) merges other texts than the regions stage and runs.
const CLASH: [&str; 3] = [
    "fn one() -> u32 {\n    1\n}\n\nfn two() -> u32 {\n    2\n}\n\nfn three() -> u32 {\n    3\n}\n",
    "fn three() -> u32 {\n    3\n}\n\nfn one() -> u32 {\n    10\n}\n\nfn two() -> u32 {\n    20\n}\n",
    "fn one() -> u32 {\n    1\n}\n\nfn two() -> u32 {\n    30\n}\n\nfn three() -> u32 {\n    3\n}\n",
];

/// The same clash without the move: the full stage has nothing to add and is skipped.
const CLASH_IN_PLACE: [&str; 3] = [
    "fn one() -> u32 {\n    1\n}\n\nfn two() -> u32 {\n    2\n}\n",
    "fn one() -> u32 {\n    10\n}\n\nfn two() -> u32 {\n    20\n}\n",
    "fn one() -> u32 {\n    1\n}\n\nfn two() -> u32 {\n    30\n}\n",
];

fn merge(dir: &Path, revisions: [&str; 3], extra: &[&str]) -> Output {
    let [base, left, right] = revisions;
    let paths = [
        write_file(dir, "base.rs", base),
        write_file(dir, "left.rs", left),
        write_file(dir, "right.rs", right),
    ];
    let mut cmd = suture();
    // Attempts go to the test's own folder, not the user's data directory.
    cmd.current_dir(dir).env("SUTURE_DATA_DIR", dir.join("data"));
    cmd.arg("merge").args(extra).args(&paths);
    cmd.output().unwrap()
}

fn debug_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    names.sort();
    names
}

fn assert_stage_files(dir: &Path, stage: &str) {
    for pair in ["base-left", "base-right", "left-right"] {
        let dot = fs::read_to_string(dir.join(format!("{stage}.{pair}.dot"))).unwrap();
        assert!(dot.starts_with("digraph matching {"), "{stage}.{pair}.dot: {dot}");
        assert!(dot.trim_end().ends_with('}'), "{stage}.{pair}.dot is cut short");
        // A matching of two parsed revisions pairs at least their roots.
        assert!(dot.contains("style=dashed"), "{stage}.{pair}.dot has no pair");
    }
    let changesets = fs::read_to_string(dir.join(format!("{stage}.changesets.txt"))).unwrap();
    assert!(changesets.starts_with("# classes"), "{stage}.changesets.txt: {changesets}");
}

#[test]
fn debug_dir_gets_matchings_and_changesets_of_the_regions_stage() {
    let work = tempfile::tempdir().unwrap();
    let plain = merge(work.path(), IMPORTS, &[]);
    let debug = work.path().join("debug/nested");
    let out = merge(work.path(), IMPORTS, &["--debug", debug.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(out.stdout, plain.stdout, "--debug changed the merge");
    assert!(text(&out.stdout).contains("use e::f;\nuse g::h;\n"));
    assert_stage_files(&debug, "regions");
    assert_eq!(
        debug_files(&debug),
        [
            "regions.base-left.dot",
            "regions.base-right.dot",
            "regions.changesets.txt",
            "regions.left-right.dot"
        ]
    );
}

#[test]
fn debug_dir_gets_both_stages_when_the_full_merge_runs() {
    let work = tempfile::tempdir().unwrap();
    let plain = merge(work.path(), CLASH, &[]);
    let debug = work.path().join("debug");
    let out = merge(work.path(), CLASH, &["--debug", debug.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    assert_eq!(out.stdout, plain.stdout, "--debug changed the merge");
    assert_stage_files(&debug, "regions");
    assert_stage_files(&debug, "full");
    // The leaf texts of the revisions are in the drawings.
    let full = fs::read_to_string(debug.join("full.base-left.dot")).unwrap();
    assert!(full.contains(": 20\"") && full.contains(": 2\""), "{full}");
}

#[test]
fn unwritable_debug_dir_is_reported_and_changes_nothing() {
    let work = tempfile::tempdir().unwrap();
    let plain = merge(work.path(), IMPORTS, &[]);
    // A regular file where the folder should be: it cannot be created.
    let blocker = write_file(work.path(), "blocker", "");
    let out = merge(work.path(), IMPORTS, &["--debug", blocker.join("d").to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(out.stdout, plain.stdout);
    let stderr = text(&out.stderr);
    let warnings = stderr.lines().filter(|l| l.contains("cannot write the debug files"));
    assert_eq!(warnings.count(), 1, "{stderr}");
}

#[test]
fn very_verbose_logs_every_stage_with_its_time() {
    let work = tempfile::tempdir().unwrap();
    let out = merge(work.path(), CLASH, &["-vv"]);
    let stderr = text(&out.stderr);
    for stage in ["line merge: 1 conflicts in ", "regions stage in ", "full stage in "] {
        let line = stderr.lines().find(|l| l.contains(stage));
        let line = line.unwrap_or_else(|| panic!("no `{stage}` line in:\n{stderr}"));
        assert!(line.ends_with('s'), "no time on `{line}`");
    }
}

#[test]
fn the_full_stage_is_skipped_when_no_side_moved_lines() {
    let work = tempfile::tempdir().unwrap();
    let debug = work.path().join("debug");
    let out = merge(work.path(), CLASH_IN_PLACE, &["-vv", "--debug", debug.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("full stage skipped: no side moved lines"), "{stderr}");
    assert!(!stderr.contains("full stage in "), "{stderr}");
    assert_stage_files(&debug, "regions");
    assert!(!debug.join("full.changesets.txt").exists());
}
