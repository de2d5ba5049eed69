//! Time and failure fallbacks: past the `--timeout` budget, or on a panic inside the
//! structured stages (injected with `SUTURE_FAULT=panic` in debug builds), the user gets
//! git's line merge, its exit code, and one line on stderr saying why.

use crate::hostile::{Case, assert_sound};

/// A Rust file big enough that parsing three revisions takes far more than 1 ms, with
/// `conflicts` line-merge conflicts in it (both sides change the same function bodies).
fn slow_rust(conflicts: usize) -> Case {
    let file = |side: &str| {
        let mut out = String::new();
        for i in 0..5_000 {
            let value =
                if i % (5_000 / conflicts) == 0 { format!("{side}{i}") } else { i.to_string() };
            out.push_str(&format!("pub fn f{i}(x: u32) -> u32 {{\n    x + {value}\n}}\n\n"));
        }
        out.into_bytes()
    };
    Case::new("rs", &file(""), &file("1"), &file("2"))
}

/// The one stderr line of a fallback: `suture: ...` naming the file.
fn reason_line(stderr: &str) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    assert_eq!(lines.len(), 1, "one line saying why expected, got: {stderr:?}");
    assert!(lines[0].starts_with("suture: "), "{stderr:?}");
    assert!(lines[0].contains("file.rs"), "the line names the file: {stderr:?}");
    lines[0].to_lowercase()
}

#[test]
fn timeout_gives_the_line_merge_and_says_why() {
    let case = slow_rust(50);
    let run = case.suture(&["--timeout", "1"], &[]);
    assert_sound(&run);
    let (git, clean) = case.git();
    assert!(!clean);
    assert!(run.output == git, "past the budget the result is git's line merge");
    assert_eq!(run.code, Some(1));
    let line = reason_line(&run.stderr);
    assert!(line.contains("time"), "the line says the time ran out: {line}");
}

#[test]
fn injected_panic_gives_the_line_merge_and_one_line() {
    if !cfg!(debug_assertions) {
        eprintln!("SUTURE_FAULT is honoured in debug builds only; nothing to check");
        return;
    }
    let case = slow_rust(10);
    let run = case.suture(&["--timeout", "0"], &[("SUTURE_FAULT", "panic")]);
    assert_sound(&run);
    let (git, clean) = case.git();
    assert!(!clean);
    assert!(run.output == git, "after a panic the result is git's line merge");
    assert_eq!(run.code, Some(1));
    let line = reason_line(&run.stderr);
    assert!(!line.contains("panicked at"), "no panic message spam: {line}");
}

/// A clean line merge never reaches the structured stages, so neither the budget nor an
/// injected fault can change it. Holds today and must keep holding.
#[test]
fn clean_line_merge_ignores_budget_and_fault() {
    let base = b"fn a() {}\n\nfn b() {}\n\nfn c() {}\n".to_vec();
    let left = b"fn a() { 1 }\n\nfn b() {}\n\nfn c() {}\n".to_vec();
    let right = b"fn a() {}\n\nfn b() {}\n\nfn c() { 3 }\n".to_vec();
    let case = Case::new("rs", &base, &left, &right);
    for (args, env) in [
        (&["--timeout", "1"][..], &[][..]),
        (&["--timeout", "0"][..], &[("SUTURE_FAULT", "panic")][..]),
    ] {
        let run = case.suture(args, env);
        assert_eq!(run.code, Some(0), "{args:?} {env:?}: {}", run.stderr);
        assert_eq!(run.output, case.git().0);
        assert_eq!(run.stderr, "", "{args:?} {env:?}");
    }
}

/// A conflicting file under a tiny budget or an injected fault: whatever the cascade does,
/// the result is sound and at least as good as git's (this part holds today too).
#[test]
fn conflicting_merge_under_budget_or_fault_is_sound() {
    let case = slow_rust(5);
    let (git, _) = case.git();
    for (args, env) in [
        (&["--timeout", "1"][..], &[][..]),
        (&["--timeout", "0"][..], &[("SUTURE_FAULT", "panic")][..]),
    ] {
        let run = case.suture(args, env);
        assert_sound(&run);
        assert_eq!(run.code, Some(1), "{args:?} {env:?}");
        assert!(run.output == git, "{args:?} {env:?}: the line merge");
    }
}
