//! `suture solve` on files git filled with conflict markers.

use std::fs;

use crate::common::{Repo, text, write_file};
use crate::{code, merge_file_of_stages, messages, stopped_merge, suture_at, suture_in};

const BASE: &str = "one\ntwo\nthree\nfour\nfive\n";
const LEFT: &str = "one\nTWO-left\nthree\nfour\nfive\n";
const RIGHT: &str = "one\nTWO-right\nthree\nfour\nfive\n";

/// The labels of the first hunk of a conflicted file: (left, base, right).
fn labels_of(file: &str) -> (String, Option<String>, String) {
    let find = |prefix: &str| file.lines().find_map(|l| l.strip_prefix(prefix)).map(str::to_string);
    (find("<<<<<<< ").unwrap(), find("||||||| "), find(">>>>>>> ").unwrap())
}

#[test]
fn merge_stopped_on_conflicts_is_left_unchanged_when_nothing_can_be_solved() {
    let repo = stopped_merge("diff3", "f.txt", BASE, LEFT, RIGHT);
    let before = repo.read("f.txt");
    let out = suture_in(&repo, &["solve", "f.txt"]);
    assert_eq!(code(&out), 1, "{}", messages(&out));
    assert_eq!(
        messages(&out),
        "suture: solved 0 of 1 conflict in f.txt; file left unchanged, resolve them by hand\n"
    );
    assert_eq!(repo.read("f.txt"), before, "byte-identical");
    assert!(!repo.path().join("f.txt.orig").exists(), "no backup when nothing is written");
    assert!(repo.status().contains("UU f.txt"), "still unmerged: {}", repo.status());
}

/// In every conflict style, the revisions come from the index stages: `--stdout` prints
/// exactly `git merge-file --diff3` of the stages, base section included, even where the
/// file's markers have no base (merge) or moved common lines out of the hunk (zdiff3).
#[test]
fn index_stages_complete_merge_diff3_and_zdiff3_markers() {
    // Both sides insert the same line before their edit: zdiff3 moves it out of the hunk.
    let base = "a\nb\nc\n";
    let left = "a\nsame\nleft\nc\n";
    let right = "a\nsame\nright\nc\n";
    for style in ["merge", "diff3", "zdiff3"] {
        let repo = stopped_merge(style, "f.txt", base, left, right);
        let file = repo.read_text("f.txt");
        let (left_label, base_label, right_label) = labels_of(&file);
        assert_eq!(base_label.is_none(), style == "merge", "{style}: {file}");
        if style == "zdiff3" {
            assert!(
                file.starts_with("a\nsame\n<<<<<<<"),
                "zdiff3 moved the common line out: {file}"
            );
        }
        let out = suture_in(&repo, &["solve", "--stdout", "f.txt"]);
        assert_eq!(code(&out), 1, "{style}: {}", messages(&out));
        let base_label = base_label.unwrap_or_else(|| "base".into());
        let expected =
            merge_file_of_stages(&repo, "f.txt", [&left_label, &base_label, &right_label], &[]);
        assert!(expected.contains("||||||| "), "the oracle has a base section");
        assert_eq!(text(&out.stdout), expected, "{style}");
        assert_eq!(
            messages(&out),
            "suture: solved 0 of 1 conflict in f.txt (printed; the file is unchanged)\n"
        );
        assert_eq!(repo.read_text("f.txt"), file, "{style}: --stdout leaves the file alone");
    }
}

/// The user edited the conflicted file: the index stages no longer describe it, so the
/// markers are used and the edits survive. The edited hunk is one a line merge solves.
#[test]
fn edited_conflict_is_solved_from_its_markers_keeping_the_edits() {
    let repo = stopped_merge("diff3", "f.txt", BASE, LEFT, RIGHT);
    let edited = "one\n\
                  added by hand\n\
                  <<<<<<< HEAD\nx\nmid\nLEFT\n||||||| base\nx\nmid\ny\n=======\nRIGHT\nmid\ny\n>>>>>>> side\n\
                  three\nfour\nfive\n";
    repo.write("f.txt", edited);
    let out = suture_in(&repo, &["solve", "f.txt"]);
    assert_eq!(code(&out), 0, "{}", messages(&out));
    assert_eq!(
        repo.read_text("f.txt"),
        "one\nadded by hand\nRIGHT\nmid\nLEFT\nthree\nfour\nfive\n"
    );
    assert_eq!(repo.read_text("f.txt.orig"), edited, "backup of what the user had");
    assert_eq!(
        messages(&out),
        "suture: solved 1 of 1 conflict in f.txt; check it and `git add f.txt`\n"
    );
    // A second solve finds nothing to do, and an existing backup is never replaced.
    repo.write("f.txt", edited);
    let out = suture_in(&repo, &["solve", "f.txt"]);
    assert_eq!(code(&out), 0);
    assert_eq!(repo.read_text("f.txt.orig"), edited);
    assert_eq!(repo.read_text("f.txt.orig.1"), edited);
}

/// A rebase stopped on a conflict; `solve` without PATH takes every unmerged file suture
/// supports (here by `merge=suture`, a driver git does not know so it merged on its own)
/// and skips the others.
#[test]
fn rebase_stopped_on_conflicts_then_solve() {
    let repo = Repo::bare_config();
    repo.git(&["config", "merge.conflictStyle", "merge"]);
    repo.write(".gitattributes", "*.txt merge=suture\n");
    for (branch, content) in [(None, BASE), (Some("side"), RIGHT), (None, LEFT)] {
        match branch {
            Some(branch) => repo.git(&["checkout", "-q", "-b", branch]),
            None if content == LEFT => repo.git(&["checkout", "-q", "main"]),
            None => String::new(),
        };
        repo.write("f.txt", content);
        repo.write("g.dat", content);
        repo.commit_all(content);
    }
    repo.git(&["checkout", "-q", "side"]);
    let rebase = repo.git_output(&["rebase", "main"]);
    assert!(!rebase.status.success(), "the rebase stops");
    let status = repo.status();
    assert!(status.contains("UU f.txt") && status.contains("UU g.dat"), "{status}");
    let file = repo.read_text("f.txt");
    let (left_label, base_label, right_label) = labels_of(&file);
    assert_eq!((left_label.as_str(), base_label), ("HEAD", None), "{file}");

    let sub = repo.path().join("sub");
    fs::create_dir(&sub).unwrap();
    let out = suture_at(&repo, &sub, &["solve"]);
    assert_eq!(code(&out), 1);
    let stderr = messages(&out);
    assert!(stderr.contains("suture: solved 0 of 1 conflict in "), "{stderr}");
    assert!(stderr.contains("f.txt; file left unchanged"), "{stderr}");
    assert!(
        stderr.contains("skipped") && stderr.contains("g.dat: suture has no language profile"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 2, "{stderr}");
    assert_eq!(repo.read_text("f.txt"), file);

    let out = suture_in(&repo, &["solve", "--stdout", "f.txt"]);
    let expected = merge_file_of_stages(&repo, "f.txt", [&left_label, "base", &right_label], &[]);
    assert_eq!(text(&out.stdout), expected, "rebase stages: base recovered from :1:");
}

#[test]
fn malformed_markers_leave_the_file_byte_identical() {
    let repo = stopped_merge("diff3", "f.txt", BASE, LEFT, RIGHT);
    let file = repo.read_text("f.txt");
    // (how the markers are broken, the line the message names)
    let broken = [
        (
            file.replace(">>>>>>> side\n", ""),
            "f.txt:2: malformed conflict markers: the conflict opened here has no closing `>>>>>>>`",
        ),
        (
            file.replace("<<<<<<< HEAD\n", ""),
            "f.txt:7: malformed conflict markers: `>>>>>>>` without a matching `<<<<<<<`",
        ),
        (
            file.replace("=======\n", "=======\n<<<<<<< again\n"),
            "f.txt:7: malformed conflict markers: nested `<<<<<<<`",
        ),
        (
            file.replace(">>>>>>> side\n", ">>>>>>>> side\n"),
            "(line 8 has a `>` marker of length 8, expected 7)",
        ),
    ];
    for (content, expected) in broken {
        repo.write("f.txt", &content);
        let out = suture_in(&repo, &["solve", "f.txt"]);
        assert_eq!(code(&out), 2, "{content}");
        let stderr = messages(&out);
        assert!(stderr.contains(expected), "{stderr}");
        assert!(stderr.ends_with("file left unchanged, fix the markers by hand\n"), "{stderr}");
        assert_eq!(stderr.lines().count(), 1);
        assert_eq!(repo.read_text("f.txt"), content, "byte-identical");
        assert!(!repo.path().join("f.txt.orig").exists());
    }
}

#[test]
fn conflict_marker_size_attribute_is_used() {
    let repo = Repo::bare_config();
    repo.git(&["config", "merge.conflictStyle", "diff3"]);
    repo.write(".gitattributes", "f.txt conflict-marker-size=9\n");
    repo.diverge("f.txt", BASE.as_bytes(), LEFT.as_bytes(), RIGHT.as_bytes());
    assert!(!repo.git_output(&["merge", "-q", "side"]).status.success());
    let file = repo.read_text("f.txt");
    assert!(file.contains("\n<<<<<<<<< HEAD\n"), "{file}");
    let out = suture_in(&repo, &["solve", "--stdout", "f.txt"]);
    let base_label = file.lines().find_map(|l| l.strip_prefix("||||||||| ")).unwrap();
    let expected =
        merge_file_of_stages(&repo, "f.txt", ["HEAD", base_label, "side"], &["--marker-size=9"]);
    assert_eq!(text(&out.stdout), expected);
    // The same from outside the repository, naming the file by its absolute path: the
    // attributes and the index stages are those of the file's own repository.
    let elsewhere = tempfile::tempdir().unwrap();
    let absolute = repo.path().join("f.txt").display().to_string();
    let out = suture_at(&repo, elsewhere.path(), &["solve", "--stdout", &absolute]);
    assert_eq!(text(&out.stdout), expected, "{}", text(&out.stderr));
    // A marker length that does not match the file is reported, not guessed around.
    let out = suture_in(&repo, &["solve", "-l", "7", "f.txt"]);
    assert_eq!(code(&out), 1);
    assert_eq!(
        messages(&out),
        "suture: no conflict markers of length 7 in f.txt, but some of length 9; run again with -l 9\n"
    );
}

#[test]
fn outside_a_repository_diff3_markers_are_enough() {
    let dir = tempfile::tempdir().unwrap();
    let repo = Repo::bare_config(); // only for the isolated environment
    // (name, content, exit code, result (None = unchanged), message)
    let cases: &[(&str, &str, i32, Option<&str>, &str)] = &[
        (
            "solvable.txt",
            "<<<<<<< a\nx\nm\nL\n||||||| o\nx\nm\ny\n=======\nR\nm\ny\n>>>>>>> b\n",
            0,
            Some("R\nm\nL\n"),
            "suture: solved 1 of 1 conflict in solvable.txt; check it\n",
        ),
        (
            "crlf.txt",
            "<<<<<<< a\r\nx\r\nm\r\nL\r\n||||||| o\r\nx\r\nm\r\ny\r\n=======\r\nR\r\nm\r\ny\r\n>>>>>>> b\r\n",
            0,
            Some("R\r\nm\r\nL\r\n"),
            "suture: solved 1 of 1 conflict in crlf.txt; check it\n",
        ),
        (
            "real.txt",
            "<<<<<<< a\nL\n||||||| o\nB\n=======\nR\n>>>>>>> b\n",
            1,
            None,
            "suture: solved 0 of 1 conflict in real.txt; file left unchanged, resolve them by hand\n",
        ),
        (
            "merge-style.txt",
            "<<<<<<< a\nL\n=======\nR\n>>>>>>> b\n",
            1,
            None,
            "suture: solved 0 of 1 conflict in merge-style.txt: its markers have no base section and it is not in a conflicted git repository; produce them with the diff3 conflict style\n",
        ),
        (
            "clean.txt",
            "nothing\n",
            0,
            None,
            "suture: no conflict markers in clean.txt; nothing to solve\n",
        ),
    ];
    for &(name, content, exit, result, message) in cases {
        write_file(dir.path(), name, content);
        let out = suture_at(&repo, dir.path(), &["solve", "--no-backup", name]);
        assert_eq!(code(&out), exit, "{name}: {}", text(&out.stderr));
        assert_eq!(messages(&out), message, "{name}");
        let now = fs::read_to_string(dir.path().join(name)).unwrap();
        assert_eq!(now, result.unwrap_or(content), "{name}");
        assert!(!dir.path().join(format!("{name}.orig")).exists(), "{name}: --no-backup");
    }
    // Several files: the worst exit code wins, every file gets its line.
    write_file(dir.path(), "broken.txt", "<<<<<<< a\n");
    let out = suture_at(&repo, dir.path(), &["solve", "real.txt", "broken.txt", "missing.txt"]);
    assert_eq!(code(&out), 2);
    assert_eq!(messages(&out).lines().count(), 3, "{}", text(&out.stderr));
}

/// Fields added at the end of a Rust struct on both sides: a conflict for git, both kept
/// by the structured engine.
#[test]
fn structured_engine_solves_struct_fields_added_on_both_sides() {
    let base = "struct S {\n    a: u8,\n}\n";
    let left = "struct S {\n    a: u8,\n    b: u16,\n}\n";
    let right = "struct S {\n    a: u8,\n    c: u32,\n}\n";
    let repo = stopped_merge("merge", "s.rs", base, left, right);
    let out = suture_in(&repo, &["solve"]);
    assert_eq!(code(&out), 0, "{}", messages(&out));
    assert_eq!(repo.read_text("s.rs"), "struct S {\n    a: u8,\n    b: u16,\n    c: u32,\n}\n");
    let stderr = messages(&out);
    assert!(
        stderr.starts_with("suture: solved 1 of 1 conflict in s.rs; review with: suture review "),
        "{stderr}"
    );
}

/// With `eol=crlf` the work tree has CRLF and the index LF: the stages are converted
/// before they are compared with the file, and the result keeps CRLF.
#[test]
fn crlf_work_tree_still_uses_the_index_stages() {
    let repo = Repo::bare_config();
    repo.git(&["config", "merge.conflictStyle", "merge"]);
    repo.write(".gitattributes", "*.txt text eol=crlf\n");
    repo.diverge("f.txt", BASE.as_bytes(), LEFT.as_bytes(), RIGHT.as_bytes());
    assert!(!repo.git_output(&["merge", "-q", "side"]).status.success());
    let file = repo.read_text("f.txt");
    assert!(file.contains("<<<<<<< HEAD\r\nTWO-left\r\n=======\r\n"), "{file:?}");
    let out = suture_in(&repo, &["solve", "--stdout", "f.txt"]);
    assert_eq!(code(&out), 1, "{}", messages(&out));
    assert_eq!(
        text(&out.stdout),
        "one\r\n<<<<<<< HEAD\r\nTWO-left\r\n||||||| base\r\ntwo\r\n=======\r\nTWO-right\r\n>>>>>>> side\r\nthree\r\nfour\r\nfive\r\n"
    );
}

/// `git merge` (merge-ort) diffs with histogram where `git merge-file` uses Myers; on these
/// inputs the two cut the conflict differently. The file is still recognised as git's, so
/// its merge-style markers are completed from the index.
#[test]
fn markers_written_with_histogram_diff_still_use_the_index_stages() {
    let (base, left, right) = ("a\ny\n\n\n", "x\n\na\n", "a\ny\n");
    let repo = stopped_merge("merge", "f.txt", base, left, right);
    let file = repo.read_text("f.txt");
    let (left_label, base_label, right_label) = labels_of(&file);
    assert_eq!(base_label, None);
    let out = suture_in(&repo, &["solve", "--stdout", "f.txt"]);
    assert_eq!(
        messages(&out),
        "suture: solved 0 of 1 conflict in f.txt (printed; the file is unchanged)\n"
    );
    let expected = merge_file_of_stages(&repo, "f.txt", [&left_label, "base", &right_label], &[]);
    assert_eq!(text(&out.stdout), expected);
}
