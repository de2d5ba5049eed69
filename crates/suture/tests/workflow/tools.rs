//! `languages`, the gitattributes that steer a merge, and the Jujutsu invocation.

use std::collections::BTreeSet;
use std::fs;

use crate::common::{Repo, text, write_file};
use crate::{code, messages, suture_in};

#[test]
fn languages_lists_every_profile() {
    let repo = Repo::bare_config();
    let out = suture_in(&repo, &["languages"]);
    assert_eq!(code(&out), 0);
    let listing = text(&out.stdout);
    let profiles = suture_langs::profiles();
    assert_eq!(listing.lines().count(), profiles.len(), "{listing}");
    for (line, profile) in listing.lines().zip(profiles) {
        assert!(line.starts_with(profile.name), "{line}");
        for extension in profile.extensions {
            assert!(line.split_whitespace().any(|w| w == format!("*.{extension}")), "{line}");
        }
        for name in profile.file_names {
            assert!(line.split_whitespace().any(|w| w == *name), "{line}");
        }
    }
}

/// The printed lines, committed as `.gitattributes`, route exactly the files of the
/// profiles to suture, as git itself reads them.
#[test]
fn languages_gitattributes_lines_route_those_files_to_suture() {
    let repo = Repo::bare_config();
    let out = suture_in(&repo, &["languages", "--gitattributes"]);
    assert_eq!(code(&out), 0);
    let lines = text(&out.stdout);
    let mut patterns = BTreeSet::new();
    for line in lines.lines() {
        let pattern = line.strip_suffix(" merge=suture").unwrap_or_else(|| panic!("{line:?}"));
        assert!(!pattern.is_empty() && patterns.insert(pattern.to_string()), "{line:?} once");
    }
    let profiles = suture_langs::profiles();
    let mut files = vec!["no-extension-known.zzz-unknown".to_string()];
    for profile in profiles {
        files.extend(profile.extensions.iter().map(|e| format!("dir/file.{e}")));
        files.extend(profile.file_names.iter().map(|n| format!("dir/{n}")));
    }
    let expected_lines: usize =
        profiles.iter().map(|p| p.extensions.len() + p.file_names.len()).sum();
    assert!(patterns.len() <= expected_lines);
    assert_eq!(patterns.is_empty(), profiles.is_empty());
    repo.write(".gitattributes", &lines);
    let mut args = vec!["check-attr", "merge", "--"];
    args.extend(files.iter().map(String::as_str));
    let answers = repo.git(&args);
    for (file, answer) in files.iter().zip(answers.lines()) {
        let routed = answer.ends_with(": merge: suture");
        assert_eq!(routed, !file.ends_with("zzz-unknown"), "{answer}");
    }
}

const BASE: &str = "a\nb\nc\nd\ne\n";
const LEFT: &str = "a\nB-left\nc\nd\ne\n";
const RIGHT: &str = "a\nB-right\nc\nd\ne\n";
const RIGHT_CLEAN: &str = "a\nb\nc\nd\nE\n";

/// jj runs `suture merge $base $left $right -o $output -l $marker_length -p $path` with
/// `merge-conflict-exit-codes = [1]`.
#[test]
fn invoked_exactly_as_jujutsu_does() {
    let repo = Repo::bare_config();
    let dir = repo.path();
    let files = |right: &str| {
        ["base", "left", "right"]
            .iter()
            .zip([BASE, LEFT, right])
            .map(|(name, content)| write_file(&dir, name, content).display().to_string())
            .collect::<Vec<_>>()
    };
    for (right, marker_length, exit, expected) in [
        (RIGHT, "7", 1, None),
        (RIGHT, "9", 1, None),
        (RIGHT_CLEAN, "7", 0, Some("a\nB-left\nc\nd\nE\n")),
    ] {
        let inputs = files(right);
        let output = dir.join("output");
        let _ = fs::remove_file(&output);
        let mut args = vec!["merge"];
        args.extend(inputs.iter().map(String::as_str));
        let output_arg = output.display().to_string();
        args.extend(["-o", &output_arg, "-l", marker_length, "-p", "src/file.txt"]);
        let out = suture_in(&repo, &args);
        assert_eq!(code(&out), exit, "{}", text(&out.stderr));
        let merged = fs::read_to_string(&output).unwrap();
        match expected {
            Some(expected) => assert_eq!(merged, expected),
            None => {
                let n: usize = marker_length.parse().unwrap();
                let open = format!("{} ", "<".repeat(n));
                let close = format!("{} ", ">".repeat(n));
                assert!(
                    merged.lines().any(|l| l.starts_with(&open) && l.len() > n + 1),
                    "{merged}"
                );
                assert!(merged.lines().any(|l| l.starts_with(&close)), "{merged}");
                assert!(merged.contains("B-left\n") && merged.contains("B-right\n"), "{merged}");
            }
        }
        assert_eq!(fs::read_to_string(&inputs[1]).unwrap(), LEFT, "left untouched");
        assert!(text(&out.stdout).is_empty(), "nothing on stdout with -o");
    }
}

/// `-p`'s attributes are read (one `git check-attr`) only when the line merge conflicts;
/// an unknown language there is reported in one line naming the file, and the merge goes
/// on line by line.
#[test]
fn language_attributes_are_read_only_when_lines_conflict() {
    for attribute in ["suture.language=nosuchlang", "linguist-language=nosuchlang"] {
        let repo = Repo::bare_config();
        repo.write(".gitattributes", format!("*.txt {attribute}\n"));
        let dir = repo.path();
        for (right, exit) in [(RIGHT_CLEAN, 0), (RIGHT, 1)] {
            let inputs: Vec<String> = [("o", BASE), ("a", LEFT), ("b", right)]
                .iter()
                .map(|(name, content)| write_file(&dir, name, content).display().to_string())
                .collect();
            let mut args = vec!["merge", "-p", "f.txt", "-o", "out"];
            args.extend(inputs.iter().map(String::as_str));
            let out = suture_in(&repo, &args);
            assert_eq!(code(&out), exit);
            let stderr = messages(&out);
            if exit == 0 {
                assert_eq!(stderr, "", "clean: no attribute lookup, no message");
            } else {
                assert_eq!(
                    stderr,
                    "suture: unknown language `nosuchlang` given by the gitattributes for f.txt; run `suture languages` for the supported ones\n"
                );
            }
        }
    }
}

/// Inside a real `git merge`, as the driver: `%P`'s attributes are read (the driver runs at
/// the top of the work tree while git holds the index).
#[test]
fn driver_reads_the_attributes_of_the_merged_path() {
    let repo = Repo::with_driver("*.txt merge=suture suture.language=nosuchlang\n");
    repo.diverge("dir/f.txt", BASE.as_bytes(), LEFT.as_bytes(), RIGHT.as_bytes());
    let out = repo.git_output(&["merge", "-q", "side"]);
    assert!(!out.status.success());
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("suture: unknown language `nosuchlang` given by the gitattributes for dir/f.txt; run `suture languages` for the supported ones\n"),
        "{stderr}"
    );
    assert!(repo.read_text("dir/f.txt").contains("<<<<<<< "));
}

/// A repository's configuration can name programs git runs (`core.fsmonitor` runs even for
/// `ls-files` and `check-attr`); suture's git calls must run none of them.
#[test]
fn nothing_from_the_repository_is_executed() {
    use std::os::unix::fs::PermissionsExt;
    let repo = crate::stopped_merge("diff3", "f.txt", BASE, LEFT, RIGHT);
    let trap = repo.path().parent().unwrap().join("trap.sh");
    let sprung = repo.path().parent().unwrap().join("sprung");
    fs::write(&trap, format!("#!/bin/sh\ntouch '{}'\n", sprung.display())).unwrap();
    fs::set_permissions(&trap, fs::Permissions::from_mode(0o755)).unwrap();
    repo.git(&["config", "core.fsmonitor", &trap.display().to_string()]);
    repo.write(".gitattributes", "*.txt merge=suture\n");
    // The trap is armed: git itself runs it.
    let _ = repo.git_output(&["ls-files", "-u"]);
    assert!(sprung.exists(), "git runs core.fsmonitor for ls-files");
    fs::remove_file(&sprung).unwrap();

    let dir = repo.path();
    let inputs: Vec<String> = [("o", BASE), ("a", LEFT), ("b", RIGHT)]
        .iter()
        .map(|(name, content)| write_file(&dir, name, content).display().to_string())
        .collect();
    let mut merge = vec!["merge", "-p", "f.txt", "-o", "out"];
    merge.extend(inputs.iter().map(String::as_str));
    let runs: [&[&str]; 5] = [
        &["solve"],
        &["solve", "f.txt"],
        &["solve", "--stdout", "f.txt"],
        &["report", "f.txt", "-o", "r.tar.gz"],
        &merge,
    ];
    for args in runs {
        let out = suture_in(&repo, args);
        assert!(code(&out) <= 1, "{args:?}: {}", text(&out.stderr));
        assert!(!sprung.exists(), "suture {args:?} ran the repository's core.fsmonitor");
    }
}
