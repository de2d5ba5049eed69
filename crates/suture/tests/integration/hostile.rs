//! Hostile and large inputs through the real binary: deep nesting, huge files and lines,
//! thousands of conflicts, repeated lines, NUL bytes, invalid UTF-8, a BOM on one side,
//! mixed line endings, inputs that already hold conflict markers.
//!
//! Each case must either merge correctly or fall back to git's line merge, exit 0 or 1, and
//! never crash. Inputs are generated here (nothing large is committed). The only time limit
//! is a generous one per process so that a hang fails the test instead of blocking CI; the
//! only memory limit is an address-space cap through `prlimit` when it is installed. Neither
//! measures speed: `scripts/` and the closing notes do that.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{suture_bin, text};

/// Far beyond any sane merge of these inputs even in a debug build on a loaded machine: it
/// only turns a hang into a failure.
const HANG: Duration = Duration::from_secs(600);

/// Address-space cap for one merge: the largest case (three 20 MB revisions) needs a small
/// fraction of it, so hitting it means memory grows with something other than the input.
const ADDRESS_SPACE: &str = "4294967296";

/// What one run of the binary left.
pub struct Run {
    /// Exit code (`None` when killed by a signal).
    pub code: Option<i32>,
    /// The merge result read from `-o`.
    pub output: Vec<u8>,
    /// Its stderr.
    pub stderr: String,
}

/// Three revisions in a temporary folder, named `base.EXT`, `left.EXT`, `right.EXT`.
pub struct Case {
    /// The folder.
    pub dir: tempfile::TempDir,
    ext: String,
}

impl Case {
    /// Writes the three revisions with extension `ext` (which selects the language).
    pub fn new(ext: &str, base: &[u8], left: &[u8], right: &[u8]) -> Case {
        let dir = tempfile::tempdir().unwrap();
        for (name, bytes) in [("base", base), ("left", left), ("right", right)] {
            fs::write(dir.path().join(format!("{name}.{ext}")), bytes).unwrap();
        }
        Case { dir, ext: ext.to_string() }
    }

    fn name(&self, side: &str) -> String {
        format!("{side}.{}", self.ext)
    }

    /// Runs `suture merge base left right -o out -p file.EXT ARGS...` under the hang guard
    /// and the memory cap, with extra environment variables.
    pub fn suture(&self, args: &[&str], env: &[(&str, &str)]) -> Run {
        let mut cmd = if Path::new("/usr/bin/prlimit").exists() {
            let mut cmd = Command::new("/usr/bin/prlimit");
            cmd.arg(format!("--as={ADDRESS_SPACE}")).arg(suture_bin());
            cmd
        } else {
            Command::new(suture_bin())
        };
        let out = self.dir.path().join(self.name("out"));
        let _ = fs::remove_file(&out);
        cmd.current_dir(self.dir.path())
            .env_remove("suture")
            .env_remove("SUTURE_FAULT")
            .envs(env.iter().copied())
            .arg("merge")
            .args([self.name("base"), self.name("left"), self.name("right")])
            .arg("-o")
            .arg(&out)
            .args(["-p", &self.name("file")])
            .args(args);
        let (code, stderr) = run_guarded(&mut cmd);
        Run { code, output: fs::read(&out).unwrap_or_default(), stderr }
    }

    /// git's own line merge of the same files (`git merge-file -p --diff3`, the same labels
    /// as suture's defaults): its output and whether it was clean.
    pub fn git(&self) -> (Vec<u8>, bool) {
        let out = Command::new("git")
            .current_dir(self.dir.path())
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .args(["merge-file", "-p", "--diff3"])
            .args([self.name("left"), self.name("base"), self.name("right")])
            .output()
            .expect("git is installed");
        let code = out.status.code().expect("git merge-file exits normally");
        assert!((0..128).contains(&code), "git merge-file failed: {}", text(&out.stderr));
        (out.stdout, code == 0)
    }
}

/// Runs a command to completion, killing it (and failing) past [`HANG`]. Returns its exit
/// code and stderr. Stdout is discarded: results go through `-o`.
pub fn run_guarded(cmd: &mut Command) -> (Option<i32>, String) {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stderr_pipe = child.stderr.take().unwrap();
    // Drained on a thread so that a chatty child cannot block on a full pipe.
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut stderr_pipe, &mut buf).ok();
        buf
    });
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > HANG {
            let _ = child.kill();
            let _ = child.wait();
            panic!("suture did not finish within {HANG:?}: a hang");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let stderr = text(&reader.join().unwrap());
    (status.code(), stderr)
}

/// Number of conflict hunks in a result (opening markers of the default size).
pub fn conflicts(bytes: &[u8]) -> usize {
    bytes.split(|&b| b == b'\n').filter(|line| line.starts_with(b"<<<<<<< ")).count()
}

/// The run ended normally (0 or 1), its stderr is at most a couple of lines and holds no
/// panic or abort message.
pub fn assert_sound(run: &Run) {
    assert!(matches!(run.code, Some(0 | 1)), "exit {:?}, stderr: {}", run.code, run.stderr);
    for word in ["panicked", "overflow", "RUST_BACKTRACE", "memory allocation"] {
        assert!(!run.stderr.contains(word), "{word} in stderr: {}", run.stderr);
    }
    assert!(run.stderr.lines().count() <= 2, "stderr spam: {}", run.stderr);
}

/// The two outcomes the promises allow: git's line merge exactly (and its exit code), or —
/// only where git conflicts — a structured result that still holds at least
/// `genuine_conflicts` conflicts (the ones no merge may resolve) and, when clean, equals
/// `clean_expected` if the test knows the one correct resolution.
pub fn assert_line_merge_or_better(
    case: &Case,
    run: &Run,
    genuine_conflicts: usize,
    clean_expected: Option<&[u8]>,
) {
    assert_sound(run);
    let (git, git_clean) = case.git();
    if git_clean || run.output == git {
        assert!(run.output == git, "a clean line merge must be kept byte for byte");
        assert_eq!(run.code, Some(if git_clean { 0 } else { 1 }));
        return;
    }
    let left = conflicts(&run.output);
    assert_eq!(run.code, Some(i32::from(left > 0)), "exit code vs {left} conflicts");
    assert!(left >= genuine_conflicts, "{left} conflicts, {genuine_conflicts} are genuine");
    if left == 0
        && let Some(expected) = clean_expected
    {
        assert!(
            run.output == expected,
            "wrong clean merge: {}",
            text(&run.output[..200.min(run.output.len())])
        );
    }
}

fn lines(n: usize, line: impl Fn(usize) -> String) -> Vec<String> {
    (0..n).map(line).collect()
}

fn join(lines: &[String]) -> Vec<u8> {
    let mut out = lines.join("\n").into_bytes();
    out.push(b'\n');
    out
}

fn edited(base: &[String], edits: &[(usize, &str)]) -> Vec<u8> {
    let mut lines = base.to_vec();
    for (at, line) in edits {
        lines[*at] = (*line).to_string();
    }
    join(&lines)
}

const DEPTH: usize = 100_000;

#[test]
fn json_nested_100000_deep() {
    let nest = |inner: &str| {
        format!("{}\n{inner}\n{}\n", "[".repeat(DEPTH), "]".repeat(DEPTH)).into_bytes()
    };
    let case = Case::new("json", &nest("1"), &nest("2"), &nest("3"));
    assert_line_merge_or_better(&case, &case.suture(&[], &[]), 1, None);
}

#[test]
fn rust_nested_100000_deep() {
    let nest = |inner: &str| {
        format!("fn main() {}\n{inner}\n{}\n", "{".repeat(DEPTH), "}".repeat(DEPTH)).into_bytes()
    };
    let case = Case::new("rs", &nest("let x = 1;"), &nest("let x = 2;"), &nest("let x = 3;"));
    assert_line_merge_or_better(&case, &case.suture(&[], &[]), 1, None);
}

#[test]
fn c_nested_100000_deep_expression() {
    let nest = |inner: &str| {
        format!(
            "int f(void) {{\n  return {}\n{inner}\n{};\n}}\n",
            "(".repeat(DEPTH),
            ")".repeat(DEPTH)
        )
        .into_bytes()
    };
    // Left and right change different lines of one deep expression: the line merge is
    // clean and must come out untouched.
    let base = nest("1");
    let left = String::from_utf8(nest("1")).unwrap().replace("int f", "long f").into_bytes();
    let right = nest("2");
    let case = Case::new("c", &base, &left, &right);
    assert_line_merge_or_better(&case, &case.suture(&[], &[]), 0, None);
    // And both sides change the innermost line: a genuine conflict.
    let case = Case::new("c", &base, &nest("2"), &nest("3"));
    assert_line_merge_or_better(&case, &case.suture(&[], &[]), 1, None);
}

/// About 20 MB of Rust, one edit per side far apart plus one line both change.
#[test]
fn twenty_megabyte_file() {
    let base = lines(850_000, |i| format!("pub const C{i}: u32 = {i};"));
    assert!(join(&base).len() > 20_000_000);
    let left = edited(&base, &[(100, "pub const C100: u32 = 0;"), (400_000, "// left")]);
    let right = edited(&base, &[(800_000, "pub const C800000: u64 = 1;"), (400_000, "// right")]);
    let case = Case::new("rs", &join(&base), &left, &right);
    let run = case.suture(&[], &[]);
    assert_line_merge_or_better(&case, &run, 1, None);
    // Whatever stage won, both one-sided edits are in.
    assert!(run.output.windows(24).any(|w| w == b"pub const C100: u32 = 0;"));
    assert!(run.output.windows(27).any(|w| w == b"pub const C800000: u64 = 1;"));
}

#[test]
fn twenty_megabyte_clean_text_merge_is_git_s() {
    let base = lines(2_000_000, |i| format!("line {i}"));
    let left = edited(&base, &[(10, "left edit")]);
    let right = edited(&base, &[(1_999_990, "right edit")]);
    let case = Case::new("txt", &join(&base), &left, &right);
    let run = case.suture(&[], &[]);
    assert_line_merge_or_better(&case, &run, 0, None);
    assert_eq!(run.code, Some(0));
}

/// One line of 1 MB (a JSON array): both sides edit it, at opposite ends.
#[test]
fn one_megabyte_single_line() {
    let array = |first: &str, last: &str| {
        let middle = "1,".repeat(500_000);
        format!("[{first},{middle}{last}]\n").into_bytes()
    };
    let base = array("0", "0");
    assert!(base.len() > 1_000_000);
    let case = Case::new("json", &base, &array("7", "0"), &array("0", "9"));
    let run = case.suture(&[], &[]);
    // The only correct clean result has both edits.
    assert_line_merge_or_better(&case, &run, 0, Some(&array("7", "9")));
}

#[test]
fn ten_thousand_conflicts() {
    let base = lines(30_000, |i| format!("    let v{i} = {i};"));
    let body = |side: &str| {
        let mut lines = base.clone();
        for i in (0..30_000).step_by(3) {
            lines[i] = format!("    let v{i} = {side}{i};");
        }
        let mut out = b"fn f() {\n".to_vec();
        out.extend(join(&lines));
        out.extend(b"}\n");
        out
    };
    let (left, right) = (body("1"), body("2"));
    let mut base_file = b"fn f() {\n".to_vec();
    base_file.extend(join(&base));
    base_file.extend(b"}\n");
    let case = Case::new("rs", &base_file, &left, &right);
    let run = case.suture(&[], &[]);
    assert_line_merge_or_better(&case, &run, 10_000, None);
    if run.output == case.git().0 {
        assert_eq!(conflicts(&run.output), 10_000);
    }
}

#[test]
fn same_line_repeated() {
    let base = lines(20_000, |_| "x = 1".to_string());
    let mut left = base.clone();
    left.insert(5_000, "y = 2".into());
    let mut right = base.clone();
    right.drain(15_000..15_100);
    right.push("z = 3".into());
    let case = Case::new("py", &join(&base), &join(&left), &join(&right));
    assert_line_merge_or_better(&case, &case.suture(&[], &[]), 0, None);
    // Both sides insert different lines at the same place among identical lines.
    let mut right = base.clone();
    right.insert(5_000, "w = 3".into());
    let case = Case::new("py", &join(&base), &join(&left), &join(&right));
    assert_line_merge_or_better(&case, &case.suture(&[], &[]), 0, None);
}

#[test]
fn nul_bytes_keep_left_and_conflict() {
    let left = b"left\0side\n".to_vec();
    let case = Case::new("rs", b"base\n", &left, b"right\n");
    let run = case.suture(&[], &[]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.output, left);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
    assert!(run.stderr.contains("binary"), "{}", run.stderr);
    // NUL only in the base, past a long text prefix but within git's 8,000 bytes.
    let mut base = vec![b'a'; 7_000];
    base.extend(b"\0\n");
    let case = Case::new("txt", &base, b"l\n", b"r\n");
    let run = case.suture(&["-v"], &[]);
    assert_eq!(run.code, Some(1));
    assert_eq!(run.output, b"l\n");
}

#[test]
fn invalid_utf8_is_merged_as_bytes() {
    let base = b"fn a() {}\nlet s = \"\xff\xfe\";\nfn b() {}\n".to_vec();
    let left = b"fn a() { 1 }\nlet s = \"\xff\xfe\";\nfn b() {}\n".to_vec();
    let right = b"fn a() {}\nlet s = \"\xff\xfe\";\nfn b() { \xc3\x28 }\n".to_vec();
    let case = Case::new("rs", &base, &left, &right);
    let run = case.suture(&[], &[]);
    assert_line_merge_or_better(&case, &run, 0, None);
    assert_eq!(run.output, b"fn a() { 1 }\nlet s = \"\xff\xfe\";\nfn b() { \xc3\x28 }\n");
    // Conflicting edits of the invalid line itself.
    let left = b"fn a() {}\nlet s = \"\xff\";\nfn b() {}\n".to_vec();
    let right = b"fn a() {}\nlet s = \"\xfe\";\nfn b() {}\n".to_vec();
    let case = Case::new("rs", &base, &left, &right);
    assert_line_merge_or_better(&case, &case.suture(&[], &[]), 1, None);
}

#[test]
fn bom_in_one_revision_only() {
    let base = b"{\n  \"a\": 1,\n  \"b\": 2\n}\n".to_vec();
    let mut left = b"\xef\xbb\xbf".to_vec();
    left.extend(&base);
    let right = b"{\n  \"a\": 1,\n  \"b\": 3\n}\n".to_vec();
    let case = Case::new("json", &base, &left, &right);
    let run = case.suture(&[], &[]);
    assert_line_merge_or_better(&case, &run, 0, None);
    assert_eq!(run.output, b"\xef\xbb\xbf{\n  \"a\": 1,\n  \"b\": 3\n}\n");
    // BOM on the right, left edits the first line: both touched line 1.
    let left = b"[\n  \"a\": 1,\n  \"b\": 2\n}\n".to_vec();
    let mut right = b"\xef\xbb\xbf".to_vec();
    right.extend(&base);
    let case = Case::new("json", &base, &left, &right);
    assert_line_merge_or_better(&case, &case.suture(&[], &[]), 0, None);
}

#[test]
fn mixed_line_endings() {
    let base = b"one\r\ntwo\nthree\r\nfour\nfive\r\n".to_vec();
    let left = b"ONE\r\ntwo\nthree\r\nfour\nfive\r\n".to_vec();
    let right = b"one\r\ntwo\nthree\r\nfour\nFIVE\n".to_vec();
    let case = Case::new("txt", &base, &left, &right);
    let run = case.suture(&[], &[]);
    assert_line_merge_or_better(&case, &run, 0, None);
    assert_eq!(run.output, b"ONE\r\ntwo\nthree\r\nfour\nFIVE\n");
    // The same bytes as Python, so a language is involved, with a conflict on line 3.
    let left = b"one\r\ntwo\nTHREE\r\nfour\nfive\r\n".to_vec();
    let right = b"one\r\ntwo\nthree!\nfour\nfive\r\n".to_vec();
    let case = Case::new("py", &base, &left, &right);
    assert_line_merge_or_better(&case, &case.suture(&[], &[]), 1, None);
}

#[test]
fn inputs_that_already_hold_conflict_markers() {
    let markers = "<<<<<<< ours\nfn a() {}\n||||||| base\n=======\nfn b() {}\n>>>>>>> theirs\n";
    let base = format!("fn x() {{}}\n{markers}fn y() {{}}\n");
    let left = format!("fn x() {{ 1 }}\n{markers}fn y() {{}}\n");
    let right = format!("fn x() {{}}\n{markers}fn y() {{ 2 }}\n");
    let case = Case::new("rs", base.as_bytes(), left.as_bytes(), right.as_bytes());
    let run = case.suture(&[], &[]);
    assert_line_merge_or_better(&case, &run, 0, None);
    assert_eq!(run.code, Some(0));
    // Both sides edit inside the old markers: the new conflict is git's, since the files do
    // not parse.
    let left = base.replace("fn a() {}", "fn a() { 1 }");
    let right = base.replace("fn a() {}", "fn a() { 2 }");
    let case = Case::new("rs", base.as_bytes(), left.as_bytes(), right.as_bytes());
    let run = case.suture(&[], &[]);
    assert_sound(&run);
    assert_eq!(run.output, case.git().0, "unparsable inputs: line merge");
    assert_eq!(run.code, Some(1));
}
