//! suture as git's merge driver (`merge.suture.driver` + `* merge=suture`) in real
//! repositories: merge, rebase and cherry-pick; clean, conflicting and binary files; the
//! `conflict-marker-size` attribute; `suture=0`.
//!
//! suture's default conflict style is diff3 while git's is `merge`, so a `|||||||` section
//! in a conflicted file shows that the driver, not git's own merge, wrote it.

use crate::common::{Repo, git_passes_labels, text};

const BASE: &str = "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\n";
/// Changes line 2.
const LEFT: &str = "one\nTWO\nthree\nfour\nfive\nsix\nseven\neight\n";
/// Changes line 7: merges cleanly with LEFT.
const RIGHT_CLEAN: &str = "one\ntwo\nthree\nfour\nfive\nsix\nSEVEN\neight\n";
const MERGED: &str = "one\nTWO\nthree\nfour\nfive\nsix\nSEVEN\neight\n";
/// Changes line 2 differently: conflicts with LEFT.
const RIGHT_CONFLICT: &str = "one\n2\nthree\nfour\nfive\nsix\nseven\neight\n";

fn diverged(right: &str) -> Repo {
    let repo = Repo::with_driver("* merge=suture\n");
    repo.diverge("f.txt", BASE.as_bytes(), LEFT.as_bytes(), right.as_bytes());
    repo
}

/// The lines of a conflicted file that are markers of length `size`.
fn markers(content: &str, size: usize) -> Vec<String> {
    content
        .lines()
        .filter(|l| {
            let run = l.chars().take_while(|&c| "<|=>".contains(c)).count();
            run == size && l.chars().nth(size).is_none_or(|c| c == ' ')
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn clean_merge() {
    let repo = diverged(RIGHT_CLEAN);
    repo.git(&["merge", "-q", "--no-edit", "side"]);
    assert_eq!(repo.read_text("f.txt"), MERGED);
    assert_eq!(repo.status(), "");
}

#[test]
fn conflicting_merge_leaves_diff3_markers_with_git_labels() {
    let repo = diverged(RIGHT_CONFLICT);
    let out = repo.git_output(&["merge", "--no-edit", "side"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
    assert_eq!(repo.status(), "UU f.txt\n");
    assert_eq!(repo.git(&["ls-files", "-u"]).lines().count(), 3, "three index stages");
    let content = repo.read_text("f.txt");
    let found = markers(&content, 7);
    assert_eq!(found.len(), 4, "{content}");
    assert!(found[1].starts_with("|||||||"), "diff3 section written by suture: {content}");
    assert!(content.contains("\nTWO\n||||||| ") && content.contains("\ntwo\n=======\n2\n>>>>>>> "));
    if git_passes_labels() {
        assert_eq!(found[0], "<<<<<<< HEAD");
        assert_eq!(found[3], ">>>>>>> side");
        assert!(found[1].len() > "||||||| ".len(), "base label given: {content}");
    }
}

#[test]
fn rebase_clean_and_conflicting() {
    let repo = diverged(RIGHT_CLEAN);
    repo.git(&["checkout", "-q", "side"]);
    repo.git(&["rebase", "-q", "main"]);
    assert_eq!(repo.read_text("f.txt"), MERGED);

    let repo = repo_conflict_on_side();
    let out = repo.git_output(&["rebase", "main"]);
    assert_ne!(out.status.code(), Some(0));
    assert_eq!(repo.status(), "UU f.txt\n");
    let content = repo.read_text("f.txt");
    assert_eq!(markers(&content, 7).len(), 4, "{content}");
    assert!(content.contains("\n|||||||"), "{content}");
    repo.git(&["rebase", "--abort"]);
    assert_eq!(repo.read_text("f.txt"), RIGHT_CONFLICT);
}

/// The conflicting history, with `side` checked out.
fn repo_conflict_on_side() -> Repo {
    let repo = diverged(RIGHT_CONFLICT);
    repo.git(&["checkout", "-q", "side"]);
    repo
}

#[test]
fn cherry_pick_clean_and_conflicting() {
    let repo = diverged(RIGHT_CLEAN);
    repo.git(&["cherry-pick", "side"]);
    assert_eq!(repo.read_text("f.txt"), MERGED);

    let repo = diverged(RIGHT_CONFLICT);
    let out = repo.git_output(&["cherry-pick", "side"]);
    assert_ne!(out.status.code(), Some(0));
    assert_eq!(repo.status(), "UU f.txt\n");
    let content = repo.read_text("f.txt");
    let found = markers(&content, 7);
    assert_eq!(found.len(), 4, "{content}");
    if git_passes_labels() {
        assert_eq!(found[0], "<<<<<<< HEAD");
        assert!(found[3].starts_with(">>>>>>> ") && found[3].contains("right"), "{content}");
    }
}

#[test]
fn binary_file_keeps_ours_and_conflicts() {
    let repo = Repo::with_driver("* merge=suture\n");
    let ours = b"\0ours\x01\x02".to_vec();
    repo.diverge("blob.bin", b"\0base\x01", &ours, b"\0theirs\x03");
    let out = repo.git_output(&["merge", "--no-edit", "side"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(repo.read("blob.bin"), ours, "left kept byte for byte, no markers");
    assert_eq!(repo.status(), "UU blob.bin\n");
    let stderr = text(&out.stderr);
    let warnings: Vec<&str> = stderr.lines().filter(|l| l.starts_with("suture:")).collect();
    assert_eq!(warnings.len(), 1, "{stderr}");
    assert!(warnings[0].contains("binary") && warnings[0].contains("blob.bin"), "{stderr}");
}

#[test]
fn conflict_marker_size_attribute() {
    let repo = Repo::with_driver("* merge=suture conflict-marker-size=11\n");
    repo.diverge("f.txt", BASE.as_bytes(), LEFT.as_bytes(), RIGHT_CONFLICT.as_bytes());
    let out = repo.git_output(&["merge", "--no-edit", "side"]);
    assert_eq!(out.status.code(), Some(1));
    let content = repo.read_text("f.txt");
    assert_eq!(markers(&content, 11).len(), 4, "{content}");
    assert!(markers(&content, 7).is_empty(), "{content}");
}

/// With `suture=0` the driver must write what git's own merge (diff3 style) writes.
#[test]
fn suture_0_gives_gits_own_merge() {
    for right in [RIGHT_CLEAN, RIGHT_CONFLICT] {
        let with_driver = diverged(right);
        let driver_out =
            with_driver.git_cmd(&["merge", "--no-edit", "side"]).env("suture", "0").output();
        let driver_out = driver_out.unwrap();

        let plain = Repo::bare_config();
        plain.git(&["config", "merge.conflictStyle", "diff3"]);
        plain.write(".gitattributes", "* merge=suture\n");
        plain.commit_all("attributes");
        plain.diverge("f.txt", BASE.as_bytes(), LEFT.as_bytes(), right.as_bytes());
        // No driver configured: git falls back to its built-in text merge.
        let plain_out = plain.git_output(&["merge", "--no-edit", "side"]);

        assert_eq!(driver_out.status.code(), plain_out.status.code(), "{right:?}");
        let (ours, gits) = (with_driver.read_text("f.txt"), plain.read_text("f.txt"));
        if git_passes_labels() {
            assert_eq!(ours, gits);
        } else {
            assert_eq!(markers(&ours, 7).len(), markers(&gits, 7).len());
        }
        assert_eq!(with_driver.status(), plain.status());
    }
}

/// Changes lines 2 and 3; RIGHT_BOTH changes line 2 otherwise and line 3 alike, so zdiff3
/// moves the common line out of the conflict and diff3 keeps it in.
const LEFT_BOTH: &str = "one\nTWO\nTHREE\nfour\nfive\nsix\nseven\neight\n";
const RIGHT_BOTH: &str = "one\n2\nTHREE\nfour\nfive\nsix\nseven\neight\n";

/// The conflicted file of LEFT_BOTH against RIGHT_BOTH with `merge.conflictStyle` set to
/// `style`, merged by git itself or through the driver; the base label is left out.
fn conflicted_with_style(style: &str, driver: bool) -> String {
    let repo = if driver { Repo::with_driver("* merge=suture\n") } else { Repo::bare_config() };
    repo.git(&["config", "merge.conflictStyle", style]);
    repo.diverge("f.txt", BASE.as_bytes(), LEFT_BOTH.as_bytes(), RIGHT_BOTH.as_bytes());
    let out = repo.git_output(&["merge", "--no-edit", "side"]);
    assert_eq!(out.status.code(), Some(1), "{style}: {}", text(&out.stdout));
    let content = repo.read_text("f.txt");
    content
        .lines()
        .map(|l| if l.starts_with("||||||| ") { "|||||||" } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn gits_conflict_style_is_honoured() {
    for style in ["merge", "diff3", "zdiff3"] {
        let through_suture = conflicted_with_style(style, true);
        assert_eq!(
            through_suture.contains("|||||||"),
            style != "merge",
            "{style}: {through_suture}"
        );
        if git_passes_labels() {
            assert_eq!(through_suture, conflicted_with_style(style, false), "{style}");
        }
    }
    let zdiff3 = conflicted_with_style("zdiff3", true);
    assert!(zdiff3.contains(">>>>>>> side\nTHREE\n") || !git_passes_labels(), "{zdiff3}");
    assert!(!zdiff3.contains("TWO\nTHREE\n|||||||"), "zdiff3 moves the common line out: {zdiff3}");
    assert!(conflicted_with_style("diff3", true).contains("TWO\nTHREE\n|||||||"));
}

#[test]
fn the_conflict_style_flag_wins_over_gits_setting() {
    let repo = Repo::with_driver("* merge=suture\n");
    let line = format!("{} --conflict-style merge", crate::common::driver_line());
    repo.git(&["config", "merge.suture.driver", &line]);
    repo.git(&["config", "merge.conflictStyle", "diff3"]);
    repo.diverge("f.txt", BASE.as_bytes(), LEFT.as_bytes(), RIGHT_CONFLICT.as_bytes());
    let out = repo.git_output(&["merge", "--no-edit", "side"]);
    assert_eq!(out.status.code(), Some(1));
    let content = repo.read_text("f.txt");
    assert_eq!(markers(&content, 7).len(), 3, "merge style, no base section: {content}");
}
