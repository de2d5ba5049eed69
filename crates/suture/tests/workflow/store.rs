//! The attempts store seen through `review` and `report`. Until the structured engine
//! lands nothing solves conflicts the line merge left, so nothing records an attempt on its
//! own: these tests store one the way `attempts::record` lays it out (the record side is
//! unit-tested in `src/attempts.rs`), with a line merge made by `suture merge` itself.

use std::fs;
use std::io::Read;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

use crate::common::{Repo, text, write_file};
use crate::{code, data_dir, messages, stopped_merge, suture_in};

const ID: &str = "20261203-073012-4871a2b";
const BASE: &str = "fn main() {\n    one();\n}\n";
const LEFT: &str = "fn main() {\n    one();\n    left();\n}\n";
const RIGHT: &str = "fn main() {\n    one();\n    right();\n}\n";
const RESULT: &str = "fn main() {\n    one();\n    left();\n    right();\n}\n";

/// Stores attempt [`ID`] for `src/main.rs` in the repository's data directory.
fn store_attempt(repo: &Repo) {
    let inputs = repo.path().parent().unwrap().join("inputs");
    fs::create_dir_all(&inputs).unwrap();
    let paths: Vec<String> = [("base", BASE), ("left", LEFT), ("right", RIGHT)]
        .iter()
        .map(|(name, content)| write_file(&inputs, name, content).display().to_string())
        .collect();
    let mut args = vec!["merge", "-s", "base", "-x", "ours", "-y", "theirs"];
    args.extend(paths.iter().map(String::as_str));
    let line_merge = suture_in(repo, &args);
    assert_eq!(code(&line_merge), 1, "the line merge conflicts");
    let dir = data_dir(repo).join("attempts").join(ID);
    fs::create_dir_all(&dir).unwrap();
    let meta = format!(
        r#"{{"id":"{ID}","path":"src/main.rs","created":1796283012,"suture_version":"0.1.0",
        "command":"merge","language":"Rust","line_merge_conflicts":1,"conflicts":0,
        "method":"structured (full)","options":{{"base_label":"base","left_label":"ours",
        "right_label":"theirs","marker_size":7,"style":"diff3","compact":false,"fast":false,
        "allow_parse_errors":false,"timeout_ms":10000}}}}"#
    );
    for (name, content) in [
        ("meta.json", meta.as_bytes()),
        ("base", BASE.as_bytes()),
        ("left", LEFT.as_bytes()),
        ("right", RIGHT.as_bytes()),
        ("line-merge", &line_merge.stdout),
        ("result", RESULT.as_bytes()),
    ] {
        fs::write(dir.join(name), content).unwrap();
    }
}

#[test]
fn review_lists_and_shows_a_stored_attempt() {
    let repo = Repo::bare_config();
    let out = suture_in(&repo, &["review", "--list"]);
    assert_eq!(code(&out), 0);
    assert!(
        text(&out.stdout).starts_with("suture: no stored attempts in "),
        "{}",
        text(&out.stdout)
    );

    store_attempt(&repo);
    let out = suture_in(&repo, &["review", "--list"]);
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    // Stored before attempts named their repository: `-` in that column.
    assert_eq!(
        text(&out.stdout),
        format!(
            "ATTEMPT{}  TIME                     REPOSITORY  FILE         RESULT\n\
             {ID}  2026-12-03 07:30:12 UTC  -           src/main.rs  solved 1 of 1 conflict\n",
            " ".repeat(ID.len() - "ATTEMPT".len())
        )
    );

    let out = suture_in(&repo, &["review", ID]);
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    let shown = text(&out.stdout);
    assert!(!shown.contains('\x1b'), "no colour outside a terminal: {shown:?}");
    let (header, diff) = shown.split_once('\n').unwrap();
    assert_eq!(
        header,
        format!(
            "attempt {ID} — src/main.rs (Rust), 2026-12-03 07:30:12 UTC — solved 1 of 1 conflict by structured (full); 0 left"
        )
    );
    assert_eq!(
        diff,
        "--- git line merge\n+++ suture\n@@ -1,9 +1,5 @@\n fn main() {\n     one();\n-<<<<<<< ours\n     left();\n-||||||| base\n-=======\n     right();\n->>>>>>> theirs\n }\n"
    );
}

#[test]
fn review_and_report_refuse_ids_that_could_leave_the_store() {
    let repo = Repo::bare_config();
    store_attempt(&repo);
    for id in ["../attempts", "..", "/etc/passwd", ".tmp-x", "-x"] {
        let out = suture_in(&repo, &["review", "--", id]);
        assert_eq!(code(&out), 2, "{id}");
        let stderr = messages(&out);
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains("not an attempt id"), "{stderr}");
    }
    let out = suture_in(&repo, &["review", "20990101-000000-0000000"]);
    assert_eq!(code(&out), 2);
    assert!(messages(&out).contains("no attempt `20990101-000000-0000000`"));
    let out = suture_in(&repo, &["report", "nosuchthing"]);
    assert_eq!(code(&out), 2);
    assert!(messages(&out).contains("is neither a stored attempt nor a file"));
}

/// The names and contents of a `.tar.gz`.
fn archive(path: &Path) -> Vec<(String, u32, Vec<u8>)> {
    let file = fs::File::open(path).unwrap();
    let mut tar = tar::Archive::new(flate2::read::GzDecoder::new(file));
    let mut entries = Vec::new();
    for entry in tar.entries().unwrap() {
        let mut entry = entry.unwrap();
        let name = entry.path().unwrap().display().to_string();
        let mode = entry.header().mode().unwrap();
        let mut content = Vec::new();
        entry.read_to_end(&mut content).unwrap();
        entries.push((name, mode, content));
    }
    entries
}

#[test]
fn report_of_a_stored_attempt() {
    let repo = Repo::bare_config();
    store_attempt(&repo);
    let out = suture_in(&repo, &["report", ID]);
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    let path = repo.path().join(format!("suture-report-{ID}.tar.gz"));
    assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    let entries = archive(&path);
    let names: Vec<&str> = entries.iter().map(|(n, _, _)| n.as_str()).collect();
    let stem = format!("suture-report-{ID}");
    let expected: Vec<String> =
        ["meta.json", "base", "left", "right", "line-merge", "result", "README.txt"]
            .iter()
            .map(|n| format!("{stem}/{n}"))
            .collect();
    assert_eq!(names, expected);
    assert!(entries.iter().all(|(_, mode, _)| *mode == 0o600));
    let content = |name: &str| &entries.iter().find(|(n, _, _)| n.ends_with(name)).unwrap().2;
    assert_eq!(content("/left"), LEFT.as_bytes());
    assert_eq!(content("/result"), RESULT.as_bytes());
    let readme = text(content("README.txt"));
    assert!(readme.contains("suture merge -p \"src/main.rs\" -s \"base\" -x \"ours\" -y \"theirs\" -l 7 --conflict-style diff3 -t 10000 base left right"), "{readme}");
    // The listing names every file, so the user can check them.
    let stdout = text(&out.stdout);
    let mut lines = stdout.lines();
    assert_eq!(
        lines.next().unwrap(),
        format!(
            "suture: wrote suture-report-{ID}.tar.gz with 7 files; check that nothing private is in them before you share it:"
        )
    );
    let listed: Vec<&str> = lines.map(|l| l.trim().split(' ').next().unwrap()).collect();
    assert_eq!(listed, expected);
    // An existing archive is never overwritten.
    let again = suture_in(&repo, &["report", ID]);
    assert_eq!(code(&again), 2);
    assert!(messages(&again).contains("remove it or choose another name with -o"));
    let zip = suture_in(&repo, &["report", ID, "-o", "r.zip"]);
    assert_eq!(code(&zip), 2);
}

#[test]
fn report_of_a_conflicted_file_holds_the_index_stages() {
    let repo = stopped_merge("merge", "f.txt", "a\nb\nc\n", "a\nL\nc\n", "a\nR\nc\n");
    let out = suture_in(&repo, &["report", "f.txt", "-o", "report.tar.gz"]);
    assert_eq!(code(&out), 0, "{}", text(&out.stderr));
    let path = repo.path().join("report.tar.gz");
    assert_eq!(fs::metadata(&path).unwrap().permissions().mode() & 0o777, 0o600);
    let entries = archive(&path);
    let content = |name: &str| {
        entries.iter().find(|(n, _, _)| n.ends_with(&format!("/{name}"))).map(|e| text(&e.2))
    };
    assert_eq!(content("conflicted").unwrap(), repo.read_text("f.txt"));
    assert_eq!(content("base").unwrap(), "a\nb\nc\n");
    assert_eq!(content("left").unwrap(), "a\nL\nc\n");
    assert_eq!(content("right").unwrap(), "a\nR\nc\n");
    assert!(content("line-merge").unwrap().contains("||||||| "), "diff3 from the stages");
    let meta = content("meta.json").unwrap();
    assert!(meta.contains("\"revisions_from\": \"git index stages\""), "{meta}");
    assert!(meta.contains("\"path\": \"f.txt\""), "{meta}");
    assert_eq!(text(&out.stdout).lines().count(), 1 + entries.len());
}

/// The merge driver stores an attempt when it solves more than git's line merge.
#[test]
fn driver_stores_an_attempt_and_review_shows_it() {
    let repo = Repo::with_driver("*.rs merge=suture\n");
    let base = "struct S {\n    a: u8,\n}\n";
    let left = "struct S {\n    a: u8,\n    b: u16,\n}\n";
    let right = "struct S {\n    a: u8,\n    c: u32,\n}\n";
    repo.diverge("s.rs", base.as_bytes(), left.as_bytes(), right.as_bytes());
    let merge = repo
        .git_cmd(&["merge", "-q", "side"])
        .env("SUTURE_DATA_DIR", data_dir(&repo))
        .output()
        .unwrap();
    assert!(merge.status.success(), "{}", text(&merge.stderr));
    let stderr = text(&merge.stderr);
    let id = stderr.split("suture review ").nth(1).unwrap().split_whitespace().next().unwrap();
    let out = suture_in(&repo, &["review", id]);
    assert_eq!(code(&out), 0);
    // The review is the diff from git's line merge to suture's result: the markers go,
    // both fields stay.
    let review = text(&out.stdout);
    assert!(review.contains("-<<<<<<< "), "{review}");
    assert!(review.contains("-======="), "{review}");
    assert!(review.contains("    c: u32,"), "{review}");
}
