//! What `suture merge` and `suture solve` say, run by hand: counts in plain English, no
//! internal names or raw durations with `-v`, errors that point at the command's help,
//! a typo in `-L` caught, a file too large for the structured merge said in one line.

use std::fs;
use std::path::Path;
use std::process::Output;

use crate::common::{suture, text, write_file};

/// The struct-field example, a conflict git leaves and suture solves.
fn example(name: &str) -> Vec<u8> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/struct-fields");
    fs::read(dir.join(name)).unwrap()
}

/// `suture merge base.rs left.rs right.rs ARGS` in a folder holding the example, with
/// attempts stored in that folder's `data`.
fn merge_example(dir: &Path, args: &[&str]) -> Output {
    for name in ["base.rs", "left.rs", "right.rs"] {
        write_file(dir, name, example(name));
    }
    suture()
        .current_dir(dir)
        .env("SUTURE_DATA_DIR", dir.join("data"))
        .args(["merge", "base.rs", "left.rs", "right.rs"])
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn merging_to_stdout_keeps_no_attempt_and_names_no_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = merge_example(dir.path(), &[]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(out.stdout, example("expected.rs"));
    let stderr = text(&out.stderr);
    assert_eq!(
        stderr,
        "suture: solved 1 conflict that git's line merge leaves (the result is on stdout)\n"
    );
    assert!(!dir.path().join("data").exists(), "no attempt stored");
    assert_eq!(fs::read(dir.path().join("left.rs")).unwrap(), example("left.rs"));
}

#[test]
fn one_solved_conflict_is_one_conflict() {
    let dir = tempfile::tempdir().unwrap();
    let out = merge_example(dir.path(), &["-o", "out.rs"]);
    assert_eq!(out.status.code(), Some(0));
    let stderr = text(&out.stderr);
    assert!(stderr.starts_with("suture: solved 1 conflict in left.rs; review with"), "{stderr}");
    assert_eq!(fs::read_dir(dir.path().join("data/attempts")).unwrap().count(), 1);
}

#[test]
fn verbose_speaks_in_words_and_milliseconds() {
    let dir = tempfile::tempdir().unwrap();
    let out = merge_example(dir.path(), &["-v"]);
    let stderr = text(&out.stderr);
    assert!(stderr.contains("left.rs: structured (conflicting regions) in "), "{stderr}");
    assert!(stderr.contains(" ms; 0 conflicts left, git's line merge leaves 1"), "{stderr}");
    for internal in ["Regions", "LineMerge", "µs", "conflict(s)"] {
        assert!(!stderr.contains(internal), "{internal}: {stderr}");
    }
    // No duration with more than one decimal (`10.57251ms`).
    let raw = stderr
        .split(|c: char| !(c.is_ascii_digit() || c == '.'))
        .any(|number| number.split_once('.').is_some_and(|(_, decimals)| decimals.len() > 1));
    assert!(!raw, "{stderr}");
    // The engine's stage by stage account is for -vv.
    let out = merge_example(dir.path(), &["-vv"]);
    assert!(text(&out.stderr).lines().count() > stderr.lines().count(), "{}", text(&out.stderr));
}

#[test]
fn argument_errors_point_at_the_commands_help() {
    let cases: [(&[&str], &str); 4] = [
        (&["merge", "--bogus", "a", "b", "c"], "suture merge --help"),
        (&["replay", "--jobs", "0"], "suture replay --help"),
        (&["setup", "--jj", "--global"], "suture setup --help"),
        (&["bogus"], "suture --help"),
    ];
    for (args, help) in cases {
        let out = suture().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = text(&out.stderr);
        assert!(stderr.trim_end().ends_with(&format!("(see `{help}`)")), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
    }
}

#[test]
fn an_unwritable_output_is_named_without_the_temporary_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = merge_example(dir.path(), &["-o", "missing/out.rs"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.starts_with("suture: cannot write missing/out.rs: "), "{stderr}");
    assert!(!stderr.contains(".suture-") && !stderr.contains(".tmp"), "{stderr}");
}

#[test]
fn a_language_typo_is_a_usage_error_with_suggestions() {
    let dir = tempfile::tempdir().unwrap();
    let out = merge_example(dir.path(), &["-L", "Rsut"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("unknown language \"Rsut\"") && stderr.contains("Rust"), "{stderr}");
    let out = suture().current_dir(dir.path()).args(["solve", "-L", "Rsut", "x.rs"]).output();
    let out = out.unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("did you mean"), "{}", text(&out.stderr));
    // As git's driver, a failed run would leave git only our side: merged line by line,
    // with the same words.
    let out = merge_example(dir.path(), &["-L", "Rsut", "--git"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("did you mean"), "{}", text(&out.stderr));
    assert!(text(&fs::read(dir.path().join("left.rs")).unwrap()).contains("<<<<<<<"));
}

#[test]
fn a_file_too_large_for_the_structured_merge_is_said_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let filler: String = (0..60_000).map(|i| format!("fn f{i}() {{}}\n")).collect();
    for (name, field) in
        [("base.rs", ""), ("left.rs", "    c: u8,\n"), ("right.rs", "    b: u8,\n")]
    {
        write_file(dir.path(), name, format!("{filler}struct S {{\n    a: u8,\n{field}}}\n"));
    }
    let out = suture()
        .current_dir(dir.path())
        .args(["merge", "base.rs", "left.rs", "right.rs"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("left.rs: too large for the structured merge ("), "{stderr}");
}

#[test]
fn help_speaks_to_the_user_of_each_command() {
    let help = |args: &[&str]| text(&suture().args(args).output().unwrap().stdout);
    let solve = help(&["solve", "--help"]);
    for placeholder in ["%S", "%X", "%Y", "%P", "%L"] {
        assert!(!solve.contains(placeholder), "{placeholder} in solve --help:\n{solve}");
    }
    assert!(solve.contains("default: the file's own"), "{solve}");
    let merge = help(&["merge", "--help"]);
    assert!(merge.contains("Exit status:"), "{merge}");
    for status in ["  0 ", "  1 ", "  2 ", "  129 "] {
        assert!(merge.contains(status), "{status:?} in merge --help:\n{merge}");
    }
    assert!(merge.contains("git's %S"), "the driver's words stay where they belong");
}
