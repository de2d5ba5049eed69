//! `suture merge` run by hand: stdout, `-o`, `--git`, labels, marker sizes, usage errors,
//! unreadable and unwritable files, binary and non-UTF-8 input.

use std::fs;
use std::process::Output;

use crate::common::{suture, text, write_file};

struct Files {
    dir: tempfile::TempDir,
}

impl Files {
    fn new(base: &[u8], left: &[u8], right: &[u8]) -> Files {
        let dir = tempfile::tempdir().unwrap();
        write_file(dir.path(), "base.txt", base);
        write_file(dir.path(), "left.txt", left);
        write_file(dir.path(), "right.txt", right);
        Files { dir }
    }

    /// `suture merge base.txt left.txt right.txt ARGS...` run inside the folder.
    fn merge(&self, args: &[&str]) -> Output {
        suture()
            .current_dir(self.dir.path())
            .args(["merge", "base.txt", "left.txt", "right.txt"])
            .args(args)
            .output()
            .unwrap()
    }

    fn read(&self, name: &str) -> Vec<u8> {
        fs::read(self.dir.path().join(name)).unwrap()
    }

    /// What `git merge-file` prints for the same files and flags.
    fn git_merge_file(&self, args: &[&str]) -> Output {
        std::process::Command::new("git")
            .current_dir(self.dir.path())
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .args(["merge-file", "-p"])
            .args(args)
            .args(["left.txt", "base.txt", "right.txt"])
            .output()
            .unwrap()
    }
}

const CONFLICT: [&[u8]; 3] = [b"a\nb\nc\n", b"a\nL\nc\n", b"a\nR\nc\n"];

fn one_line(stderr: &[u8]) -> String {
    let stderr = text(stderr);
    assert_eq!(stderr.lines().count(), 1, "one line expected: {stderr:?}");
    assert!(stderr.starts_with("suture: "), "{stderr:?}");
    stderr
}

#[test]
fn clean_merge_to_stdout() {
    let files = Files::new(b"a\nb\nc\n", b"A\nb\nc\n", b"a\nb\nC\n");
    let out = files.merge(&[]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), "A\nb\nC\n");
    assert_eq!(text(&out.stderr), "");
    assert_eq!(files.read("left.txt"), b"A\nb\nc\n", "inputs untouched");
}

#[test]
fn conflict_labels_default_to_paths_and_placeholders_count_as_absent() {
    let files = Files::new(CONFLICT[0], CONFLICT[1], CONFLICT[2]);
    let expected =
        "a\n<<<<<<< left.txt\nL\n||||||| base.txt\nb\n=======\nR\n>>>>>>> right.txt\nc\n";
    let out = files.merge(&[]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(text(&out.stdout), expected);
    let out = files.merge(&["-s", "%S", "-x", "%X", "-y", "%Y", "-p", "%P", "-l", "%L"]);
    assert_eq!((out.status.code(), text(&out.stdout)), (Some(1), expected.to_string()));
    let out = files.merge(&["-s", "B", "-x", "ours", "-y", "theirs", "--conflict-style", "merge"]);
    assert_eq!(text(&out.stdout), "a\n<<<<<<< ours\nL\n=======\nR\n>>>>>>> theirs\nc\n");
}

#[test]
fn output_is_byte_identical_to_git_merge_file() {
    let triples: &[[&[u8]; 3]] = &[
        CONFLICT,
        [b"a\r\nb\r\nc\r\n", b"a\r\nL\r\nc\r\n", b"a\r\nb\r\nc\r\nd\r\n"],
        [b"a\r\nb\nc", b"a\r\nL\nc", b"a\r\nR\nc"],
        [b"\xEF\xBB\xBFa\nb\n", b"\xEF\xBB\xBFa\nL\n", b"\xEF\xBB\xBFa\nR\n"],
        [b"\xffa\nb\n", b"\xffa\nb\xfe\n", b"\xff\xfdx\na\nb\n"],
        [b"", b"x", b"y"],
    ];
    for (style, flag) in [("merge", None), ("diff3", Some("--diff3")), ("zdiff3", Some("--zdiff3"))]
    {
        for (i, [base, left, right]) in triples.iter().enumerate() {
            let files = Files::new(base, left, right);
            let ours = files.merge(&["--conflict-style", style, "-l", "9"]);
            let mut git_args =
                vec!["--marker-size=9", "-L", "left.txt", "-L", "base.txt", "-L", "right.txt"];
            git_args.extend(flag);
            let git = files.git_merge_file(&git_args);
            assert_eq!(ours.stdout, git.stdout, "triple {i}, {style}");
            assert_eq!(ours.status.code().map(|c| c.min(1)), git.status.code().map(|c| c.min(1)));
        }
    }
}

#[test]
fn output_file() {
    let files = Files::new(CONFLICT[0], CONFLICT[1], CONFLICT[2]);
    let out = files.merge(&["-o", "out.txt", "-l", "3"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let merged = text(&files.read("out.txt"));
    assert!(merged.starts_with("a\n<<< left.txt\nL\n||| base.txt\n"), "{merged}");
    assert_eq!(files.read("left.txt"), CONFLICT[1]);
}

#[test]
fn git_mode_replaces_left_and_keeps_its_permissions() {
    let files = Files::new(b"a\nb\nc\n", b"A\nb\nc\n", b"a\nb\nC\n");
    let left = files.dir.path().join("left.txt");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&left, fs::Permissions::from_mode(0o751)).unwrap();
    }
    let out = files.merge(&["--git"]);
    assert_eq!(out.status.code(), Some(0));
    assert!(out.stdout.is_empty());
    assert_eq!(files.read("left.txt"), b"A\nb\nC\n");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(fs::metadata(&left).unwrap().permissions().mode() & 0o777, 0o751);
    }
    let names: Vec<_> =
        fs::read_dir(files.dir.path()).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(names.len(), 3, "no temporary file left: {names:?}");
}

#[test]
fn usage_errors_exit_2_with_one_line() {
    let files = Files::new(b"a\n", b"a\n", b"a\n");
    for args in
        [&["--bogus"][..], &["-o", "x", "--git"], &["--conflict-style", "nope"], &["-t", "soon"]]
    {
        let out = files.merge(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        one_line(&out.stderr);
    }
    let out = suture().args(["merge", "only-one"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    one_line(&out.stderr);
}

#[test]
fn unreadable_input_exits_2_and_leaves_left_untouched() {
    let files = Files::new(CONFLICT[0], CONFLICT[1], CONFLICT[2]);
    fs::remove_file(files.dir.path().join("right.txt")).unwrap();
    let out = files.merge(&["--git"]);
    assert_eq!(out.status.code(), Some(2));
    let line = one_line(&out.stderr);
    assert!(line.contains("right.txt"), "{line}");
    assert_eq!(files.read("left.txt"), CONFLICT[1]);
}

#[cfg(target_os = "linux")]
#[test]
fn unwritable_left_exits_129() {
    // /proc/version is readable by anyone and its directory is writable by no one (not
    // even root), which makes the atomic write fail.
    let left = fs::read("/proc/version").unwrap();
    let files = Files::new(&left, &left, b"changed\n");
    let out = suture()
        .current_dir(files.dir.path())
        .args(["merge", "--git", "base.txt", "/proc/version", "right.txt"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(129));
    assert!(one_line(&out.stderr).contains("/proc/version"));
}

#[test]
fn marker_size_garbage_falls_back_to_7_and_says_so_with_verbose() {
    let files = Files::new(CONFLICT[0], CONFLICT[1], CONFLICT[2]);
    let out = files.merge(&["-l", "wide", "-v"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stdout).contains("\n<<<<<<< left.txt\n"));
    assert!(text(&out.stderr).contains("marker size \"wide\""), "{}", text(&out.stderr));
    let out = files.merge(&["-l", "wide"]);
    assert_eq!(text(&out.stderr), "", "quiet without -v");
}

#[test]
fn binary_input_keeps_left_with_one_warning() {
    for (base, left, right) in [
        (&b"a\n"[..], &b"l\0eft"[..], &b"r\n"[..]),
        (b"b\0ase", b"left\n", b"right\n"),
        (b"a\n", b"left\n", b"\0"),
    ] {
        let files = Files::new(base, left, right);
        let out = files.merge(&[]);
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(out.stdout, left);
        assert!(one_line(&out.stderr).contains("binary"));
        let out = files.merge(&["--git"]);
        assert_eq!(out.status.code(), Some(1));
        assert_eq!(files.read("left.txt"), left);
    }
}

#[test]
fn suture_0_merges_line_by_line() {
    let files = Files::new(CONFLICT[0], CONFLICT[1], CONFLICT[2]);
    let normal = files.merge(&[]);
    let out = suture()
        .current_dir(files.dir.path())
        .env("suture", "0")
        .args(["merge", "base.txt", "left.txt", "right.txt", "-v"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(out.stdout, normal.stdout);
    assert!(text(&out.stderr).contains("suture=0"), "{}", text(&out.stderr));
}

/// The README's quick start: each shipped example merges cleanly to its expected file —
/// the clean one through git's line merge, the struct fields through the structured merge.
#[test]
fn shipped_examples() {
    for example in ["clean", "struct-fields"] {
        shipped_example(example);
    }
}

fn shipped_example(name: &str) {
    let examples =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples").join(name);
    let out = suture()
        .current_dir(&examples)
        .args(["merge", "base.rs", "left.rs", "right.rs"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(out.stdout, fs::read(examples.join("expected.rs")).unwrap());
}

#[test]
fn output_into_missing_directory_exits_2_with_one_line() {
    let files = Files::new(CONFLICT[0], CONFLICT[1], CONFLICT[2]);
    let out = files.merge(&["-o", "no/such/dir/out.txt"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(one_line(&out.stderr).contains("out.txt"));
    assert!(out.stdout.is_empty());
}

/// The README's Jujutsu configuration: `merge $base $left $right -o $output -l
/// $marker_length -p $path`, conflicts reported by exit code 1.
#[test]
fn jujutsu_invocation() {
    let files = Files::new(CONFLICT[0], CONFLICT[1], CONFLICT[2]);
    let out = files.merge(&["-o", "output", "-l", "9", "-p", "src/lib.rs"]);
    assert_eq!(out.status.code(), Some(1));
    let merged = text(&files.read("output"));
    assert!(
        merged.contains("\n<<<<<<<<< left.txt\n") && merged.contains("\n>>>>>>>>> right.txt\n")
    );
    let files = Files::new(b"a\nb\nc\n", b"A\nb\nc\n", b"a\nb\nC\n");
    let out = files.merge(&["-o", "output", "-l", "7", "-p", "src/lib.rs"]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(files.read("output"), b"A\nb\nC\n");
}

#[test]
fn version_names_the_commit_of_a_checkout() {
    let out = suture().arg("--version").output().unwrap();
    let version = text(&out.stdout);
    let package = format!("suture {}", env!("CARGO_PKG_VERSION"));
    assert!(version.starts_with(&package), "{version}");
    // Built from a git checkout (as this test is, unless from a source archive): the
    // commit follows in parentheses.
    let manifest = env!("CARGO_MANIFEST_DIR");
    let head = std::process::Command::new("git")
        .args(["-C", manifest, "log", "-1", "--format=%h", "--abbrev=9"])
        .output();
    match head {
        Ok(head) if head.status.success() => {
            let commit = text(&head.stdout).trim().to_string();
            assert!(version.contains(&format!("({commit} ")), "{version} vs {commit}");
        }
        _ => assert_eq!(version.trim(), package),
    }
}
