//! Golden tests: runs the built `suture` binary on every case folder under the repository's
//! `tests/cases/<language>/<name>/` and `tests/known-imperfect/<language>/<name>/` and compares
//! its stdout and exit code with the files stored there. Owns case discovery, comparison,
//! reporting (unified diffs) and blessing (`SUTURE_BLESS=1`). It must not know anything about
//! languages or merging: what a case expects lives only in its files.
//!
//! Layout and workflow are described in `tests/README.md` at the repository root.

use std::fmt::Write as _;
use std::fs;
use std::io::Read as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// A hung merge must not hang the test suite; the engine's own default budget is 10 s.
const CASE_TIMEOUT: Duration = Duration::from_secs(60);

/// Which folder a case comes from, which decides what its output is compared with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// `tests/cases`: the output must equal `Expected` (and `ExpectedCompact`).
    Golden,
    /// `tests/known-imperfect`: the output must still equal `Current`; equal to `Expected`
    /// means the case got fixed and belongs in `tests/cases`.
    KnownImperfect,
}

/// One case folder.
struct Case {
    kind: Kind,
    dir: PathBuf,
    /// `<language>/<name>`, for messages and filtering.
    id: String,
    /// Extension of the revision files, without the dot (`rs`, `csproj`, ...).
    ext: String,
    /// Extra flags from the optional `args` file.
    extra_args: Vec<String>,
}

/// What one run of the binary produced.
struct Outcome {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    code: Option<i32>,
}

fn repo_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    fs::canonicalize(&root).unwrap_or(root)
}

fn blessing() -> bool {
    std::env::var_os("SUTURE_BLESS").is_some_and(|v| v == "1")
}

/// Finds the extension of a case from its `Base.<ext>` file.
fn case_extension(dir: &Path) -> Result<String, String> {
    let mut found = Vec::new();
    for entry in fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))? {
        let name = entry.map_err(|e| e.to_string())?.file_name();
        let name = name.to_string_lossy();
        if let Some(ext) = name.strip_prefix("Base.") {
            found.push(ext.to_owned());
        }
    }
    match found.as_slice() {
        [one] => Ok(one.clone()),
        [] => Err("no Base.<ext> file".to_owned()),
        _ => Err(format!("several Base files: {found:?}")),
    }
}

/// Splits the optional `args` file into flags: whitespace separated, `#` starts a comment
/// line. Flags with spaces inside are not needed by any case, so no quoting is supported.
fn read_args(dir: &Path) -> Result<Vec<String>, String> {
    let path = dir.join("args");
    if !path.exists() {
        return Ok(Vec::new());
    }
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(text
        .lines()
        .filter(|line| !line.trim_start().starts_with('#'))
        .flat_map(str::split_whitespace)
        .map(str::to_owned)
        .collect())
}

/// Collects the case folders two levels below `root` (`<language>/<name>`), sorted so the
/// report is stable. Folders that are not cases are reported as problems, not skipped.
fn discover(root: &Path, kind: Kind, problems: &mut Vec<String>) -> Vec<Case> {
    let mut cases = Vec::new();
    let Ok(languages) = fs::read_dir(root) else {
        return cases;
    };
    let mut language_dirs: Vec<PathBuf> =
        languages.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_dir()).collect();
    language_dirs.sort();
    for language_dir in language_dirs {
        let Ok(entries) = fs::read_dir(&language_dir) else {
            continue;
        };
        let mut case_dirs: Vec<PathBuf> =
            entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.is_dir()).collect();
        case_dirs.sort();
        for dir in case_dirs {
            let id = format!(
                "{}/{}",
                language_dir.file_name().unwrap_or_default().to_string_lossy(),
                dir.file_name().unwrap_or_default().to_string_lossy()
            );
            let parsed = case_extension(&dir).and_then(|ext| Ok((ext, read_args(&dir)?)));
            match parsed {
                Ok((ext, extra_args)) => cases.push(Case { kind, dir, id, ext, extra_args }),
                Err(message) => problems.push(format!("{}: {message}", dir.display())),
            }
        }
    }
    cases
}

/// Runs `suture merge` on a case, killing it past [`CASE_TIMEOUT`].
fn run_suture(case: &Case, compact: bool) -> Result<Outcome, String> {
    let file = |stem: &str| case.dir.join(format!("{stem}.{}", case.ext));
    let mut command = Command::new(env!("CARGO_BIN_EXE_suture"));
    command
        .arg("merge")
        .arg(file("Base"))
        .arg(file("Left"))
        .arg(file("Right"))
        .args(["-s", "base", "-x", "left", "-y", "right"]);
    // A case may name its own path (e.g. `-p pom.xml`) in `args`.
    let has_path = case
        .extra_args
        .iter()
        .any(|a| a == "-p" || a == "--path-name" || a.starts_with("--path-name="));
    if !has_path {
        let name = case.dir.file_name().unwrap_or_default().to_string_lossy();
        command.arg("-p").arg(format!("{name}.{}", case.ext));
    }
    command.args(&case.extra_args);
    if compact {
        command.arg("--compact");
    }
    command
        .current_dir(&case.dir)
        .env_remove("suture")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = command.spawn().map_err(|e| format!("cannot start suture: {e}"))?;
    let drain = |pipe: Option<Box<dyn std::io::Read + Send>>| {
        thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(mut pipe) = pipe {
                let _ = pipe.read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = drain(child.stdout.take().map(|p| Box::new(p) as _));
    let stderr = drain(child.stderr.take().map(|p| Box::new(p) as _));
    let started = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break status,
            Ok(None) if started.elapsed() > CASE_TIMEOUT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("suture did not finish within {CASE_TIMEOUT:?}"));
            }
            Ok(None) => thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("waiting for suture failed: {e}")),
        }
    };
    Ok(Outcome {
        stdout: stdout.join().unwrap_or_default(),
        stderr: stderr.join().unwrap_or_default(),
        code: status.code(),
    })
}

/// True when the text holds a conflict opening marker (any marker size of at least 7).
fn has_conflict_markers(text: &[u8]) -> bool {
    text.split(|&b| b == b'\n').any(|line| {
        line.starts_with(b"<<<<<<<")
            && line.iter().find(|&&b| b != b'<').is_none_or(|&b| b == b' ' || b == b'\r')
    })
}

fn unified_diff(expected: &[u8], actual: &[u8], expected_name: &str) -> String {
    let mut diff = similar::TextDiff::from_lines(
        String::from_utf8_lossy(expected).as_ref(),
        String::from_utf8_lossy(actual).as_ref(),
    )
    .unified_diff()
    .context_radius(3)
    .header(expected_name, "actual output")
    .to_string();
    // Differences a terminal does not show: say which, or the diff looks like noise.
    let crlf = |text: &[u8]| text.windows(2).any(|w| w == b"\r\n");
    if crlf(expected) != crlf(actual) {
        diff.push_str("(line endings differ: one side has CRLF, the other does not)\n");
    }
    let bom = |text: &[u8]| text.starts_with(b"\xEF\xBB\xBF");
    if bom(expected) != bom(actual) {
        diff.push_str("(only one side starts with a UTF-8 BOM)\n");
    }
    diff
}

/// Compares one run with the file `reference` of the case; returns a failure message.
fn check_output(case: &Case, compact: bool, reference: &str, bless: bool) -> Option<String> {
    let reference_path = case.dir.join(format!("{reference}.{}", case.ext));
    let expected = match fs::read(&reference_path) {
        Ok(bytes) => bytes,
        Err(e) if bless && e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Some(format!("cannot read {}: {e}", reference_path.display())),
    };
    let outcome = match run_suture(case, compact) {
        Ok(outcome) => outcome,
        Err(message) => return Some(message),
    };
    let flags = if compact { " --compact" } else { "" };
    if bless && outcome.stdout != expected && matches!(outcome.code, Some(0 | 1)) {
        if let Err(e) = fs::write(&reference_path, &outcome.stdout) {
            return Some(format!("cannot bless {}: {e}", reference_path.display()));
        }
        eprintln!("blessed {}", reference_path.display());
        return None;
    }
    let mut problems = String::new();
    if outcome.stdout != expected {
        let _ = writeln!(
            problems,
            "output{flags} differs from {reference}.{}:\n{}",
            case.ext,
            unified_diff(&expected, &outcome.stdout, &format!("{reference}.{}", case.ext))
        );
    }
    let want_code = if has_conflict_markers(&expected) { 1 } else { 0 };
    if outcome.code != Some(want_code) {
        let _ = writeln!(
            problems,
            "exit code{flags} is {:?}, expected {want_code} ({reference}.{} {} conflict markers)",
            outcome.code,
            case.ext,
            if want_code == 1 { "has" } else { "has no" }
        );
    }
    if problems.is_empty() {
        return None;
    }
    let stderr = String::from_utf8_lossy(&outcome.stderr);
    if !stderr.trim().is_empty() {
        let _ = writeln!(problems, "stderr:\n{}", stderr.trim_end());
    }
    Some(problems)
}

/// Runs every check of one case; returns the failure messages.
fn check_case(case: &Case, bless: bool) -> Vec<String> {
    let mut failures = Vec::new();
    for stem in ["Left", "Right", "Expected"] {
        let path = case.dir.join(format!("{stem}.{}", case.ext));
        let may_be_created = bless && stem == "Expected";
        if !path.exists() && !may_be_created {
            failures.push(format!("missing {}", path.display()));
        }
    }
    if !failures.is_empty() {
        return failures;
    }
    match case.kind {
        Kind::Golden => {
            failures.extend(check_output(case, false, "Expected", bless));
            if case.dir.join(format!("ExpectedCompact.{}", case.ext)).exists() {
                failures.extend(check_output(case, true, "ExpectedCompact", bless));
            }
        }
        Kind::KnownImperfect => {
            let ideal = case.dir.join(format!("Expected.{}", case.ext));
            let current = case.dir.join(format!("Current.{}", case.ext));
            if fs::read(&ideal).ok() == fs::read(&current).ok() {
                failures.push(format!(
                    "Current.{0} equals Expected.{0}: move the case to tests/cases/{1} \
                     and delete Current.{0}",
                    case.ext, case.id
                ));
            } else if let Some(message) = check_output(case, false, "Current", bless) {
                let fixed = run_suture(case, false)
                    .is_ok_and(|o| fs::read(&ideal).is_ok_and(|ideal| ideal == o.stdout));
                if fixed {
                    failures.push(format!(
                        "suture now produces the ideal Expected.{0}: move the case to \
                         tests/cases/{1} and delete Current.{0}",
                        case.ext, case.id
                    ));
                } else {
                    failures.push(format!(
                        "output changed from the recorded Current (a regression, or a \
                         partial fix: re-bless with SUTURE_BLESS=1 if it is better)\n{message}"
                    ));
                }
            }
        }
    }
    failures
}

#[test]
fn golden_cases() {
    let root = repo_root().join("tests");
    let mut problems = Vec::new();
    let mut cases = discover(&root.join("cases"), Kind::Golden, &mut problems);
    cases.extend(discover(&root.join("known-imperfect"), Kind::KnownImperfect, &mut problems));
    // `SUTURE_CASE=rust/` runs only the cases whose id contains the text.
    if let Ok(filter) = std::env::var("SUTURE_CASE") {
        cases.retain(|case| case.id.contains(&filter));
    }
    assert!(
        !cases.is_empty() || std::env::var_os("SUTURE_CASE").is_some(),
        "no golden cases found under {}",
        root.display()
    );

    let bless = blessing();
    let mut failing = Vec::new();
    for case in &cases {
        let failures = check_case(case, bless);
        if failures.is_empty() {
            continue;
        }
        let prefix = match case.kind {
            Kind::Golden => "tests/cases",
            Kind::KnownImperfect => "tests/known-imperfect",
        };
        eprintln!("\n==== FAILED {prefix}/{} ({})", case.id, case.dir.display());
        for failure in &failures {
            eprintln!("{failure}");
        }
        failing.push(format!("{prefix}/{}", case.id));
    }
    for problem in &problems {
        eprintln!("\n==== BROKEN CASE FOLDER {problem}");
    }
    let passed = cases.len() - failing.len();
    eprintln!(
        "\ngolden: {passed} of {} cases pass{}",
        cases.len(),
        if bless { " (after blessing)" } else { "" }
    );
    assert!(
        failing.is_empty() && problems.is_empty(),
        "{} golden case(s) failed, {} broken folder(s):\n  {}",
        failing.len(),
        problems.len(),
        failing.iter().chain(&problems).cloned().collect::<Vec<_>>().join("\n  ")
    );
}

/// Writes a throw-away case folder for the harness's own tests and returns it parsed.
fn scratch_case(kind: Kind, name: &str, files: &[(&str, &str)]) -> Case {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("golden-selftest")
        .join(format!("{}-{name}", std::process::id()))
        .join("text")
        .join(name);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("create scratch case folder");
    for (file, content) in files {
        fs::write(dir.join(file), content).expect("write scratch case file");
    }
    let mut problems = Vec::new();
    let mut cases =
        discover(dir.parent().and_then(Path::parent).expect("cases root"), kind, &mut problems);
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(cases.len(), 1);
    cases.remove(0)
}

const BASE: &str = "alpha\nbeta\ngamma\ndelta\nepsilon\n";
const LEFT: &str = "ALPHA\nbeta\ngamma\ndelta\nepsilon\n";
const RIGHT: &str = "alpha\nbeta\ngamma\ndelta\nEPSILON\n";
const MERGED: &str = "ALPHA\nbeta\ngamma\ndelta\nEPSILON\n";

#[test]
fn harness_accepts_right_output_and_rejects_wrong_output() {
    let files = |expected| {
        [("Base.txt", BASE), ("Left.txt", LEFT), ("Right.txt", RIGHT), ("Expected.txt", expected)]
    };
    let good = scratch_case(Kind::Golden, "good", &files(MERGED));
    assert_eq!(check_case(&good, false), Vec::<String>::new());

    let wrong = scratch_case(Kind::Golden, "wrong", &files(LEFT));
    let failures = check_case(&wrong, false);
    assert_eq!(failures.len(), 1, "{failures:?}");
    assert!(failures[0].contains("-epsilon") && failures[0].contains("+EPSILON"));

    // Same text with a conflict marker: the exit code 0 no longer matches either.
    let markers = format!("<<<<<<< left\n{MERGED}");
    let with_markers = scratch_case(Kind::Golden, "markers", &files(&markers));
    let failures = check_case(&with_markers, false);
    assert!(failures[0].contains("expected 1"), "{failures:?}");
}

#[test]
fn harness_tracks_known_imperfect_cases() {
    let files = |ideal, current| {
        [
            ("Base.txt", BASE),
            ("Left.txt", LEFT),
            ("Right.txt", RIGHT),
            ("Expected.txt", ideal),
            ("Current.txt", current),
        ]
    };
    let unchanged = scratch_case(Kind::KnownImperfect, "unchanged", &files("ideal\n", MERGED));
    assert_eq!(check_case(&unchanged, false), Vec::<String>::new());

    let fixed = scratch_case(Kind::KnownImperfect, "fixed", &files(MERGED, "old\n"));
    let failures = check_case(&fixed, false);
    assert!(failures[0].contains("move the case"), "{failures:?}");

    let regressed = scratch_case(Kind::KnownImperfect, "regressed", &files("ideal\n", "old\n"));
    let failures = check_case(&regressed, false);
    assert!(failures[0].contains("output changed"), "{failures:?}");
}

#[test]
fn harness_passes_extra_args() {
    // Both sides change the first line: a conflict, printed in merge style (no base part).
    let right = "alpha!\nbeta\ngamma\ndelta\nepsilon\n";
    let expected =
        "<<<<<<< left\nALPHA\n=======\nalpha!\n>>>>>>> right\nbeta\ngamma\ndelta\nepsilon\n";
    let case = scratch_case(
        Kind::Golden,
        "args",
        &[
            ("Base.txt", BASE),
            ("Left.txt", LEFT),
            ("Right.txt", right),
            ("Expected.txt", expected),
            ("args", "# plain git markers\n--conflict-style merge\n"),
        ],
    );
    assert_eq!(case.extra_args, ["--conflict-style", "merge"]);
    assert_eq!(check_case(&case, false), Vec::<String>::new());
}

#[test]
fn conflict_marker_detection() {
    assert!(has_conflict_markers(b"a\n<<<<<<< left\nb\n"));
    assert!(has_conflict_markers(b"<<<<<<<<< left\n"));
    assert!(has_conflict_markers(b"<<<<<<<\n"));
    assert!(!has_conflict_markers(b"a <<<<<<< b\n"));
    assert!(!has_conflict_markers(b"<<<<<<<x\n"));
    assert!(!has_conflict_markers(b"<<<< short\n"));
}
