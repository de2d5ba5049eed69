//! The line merge against the real `git merge-file` on generated triples: random line
//! insertions, deletions and edits, empty files, missing final newlines, CRLF and mixed
//! line endings, long lines, repeated lines; every conflict style and a few marker sizes.
//! Output bytes and the conflict count (git's exit status) must agree on every triple git
//! merges cleanly, and on at least 99% of all.

use std::path::Path;
use std::process::Command;

use suture_core::linemerge::line_merge;
use suture_core::{ConflictStyle, Labels, MergeOptions};

const TRIPLES: usize = 2100;
const SEED: u64 = 0x5u64 << 32 | 0x7u64;

/// Lines drawn from a small vocabulary so that diffs meet repeated lines and ambiguous
/// alignments, plus some unique and some long lines.
fn random_line(rng: &mut fastrand::Rng) -> String {
    const WORDS: &[&str] = &["", "}", "{", "fn f() {", "    x += 1;", "a", "b", "c", "return;"];
    match rng.u8(0..20) {
        0..=11 => WORDS[rng.usize(..WORDS.len())].to_string(),
        12..=18 => format!("line {}", rng.u32(0..60)),
        _ => "long ".repeat(rng.usize(20..400)),
    }
}

fn random_lines(rng: &mut fastrand::Rng, max: usize) -> Vec<String> {
    (0..rng.usize(0..=max)).map(|_| random_line(rng)).collect()
}

/// A few random edits of `base`: insertions, deletions and replacements of line runs.
fn edit(rng: &mut fastrand::Rng, base: &[String]) -> Vec<String> {
    let mut lines = base.to_vec();
    for _ in 0..rng.usize(0..=4) {
        let at = rng.usize(0..=lines.len());
        let len = rng.usize(0..=3).min(lines.len() - at);
        match rng.u8(0..3) {
            0 => {
                let new = (0..rng.usize(1..=3)).map(|_| random_line(rng));
                lines.splice(at..at, new);
            }
            1 => {
                lines.drain(at..at + len);
            }
            _ => {
                let new: Vec<String> = (0..rng.usize(0..=3)).map(|_| random_line(rng)).collect();
                lines.splice(at..at + len, new);
            }
        }
    }
    lines
}

/// Joins lines with the triple's line ending; `mixed` switches some lines to the other.
fn join(
    rng: &mut fastrand::Rng,
    lines: &[String],
    crlf: bool,
    mixed: bool,
    final_nl: bool,
) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        out.extend_from_slice(line.as_bytes());
        if i + 1 < lines.len() || final_nl {
            let this_crlf = if mixed && rng.u8(0..4) == 0 { !crlf } else { crlf };
            out.extend_from_slice(if this_crlf { b"\r\n" } else { b"\n" });
        }
    }
    out
}

struct Triple {
    base: Vec<u8>,
    left: Vec<u8>,
    right: Vec<u8>,
    style: ConflictStyle,
    marker_size: usize,
    /// ours, ancestor, theirs; now and then empty, which git renders as `<<<<<<< `.
    labels: [&'static str; 3],
}

fn triple(rng: &mut fastrand::Rng) -> Triple {
    let base = random_lines(rng, 25);
    let mut left = edit(rng, &base);
    let mut right = edit(rng, &base);
    match rng.u8(0..20) {
        0 => left = base.clone(),
        1 => right = left.clone(),
        2 => left.clear(),
        _ => {}
    }
    let crlf = rng.u8(0..4) == 0;
    let mixed = rng.u8(0..8) == 0;
    let mut side = |lines: &[String]| {
        let final_nl = rng.u8(0..5) != 0;
        join(rng, lines, crlf, mixed, final_nl)
    };
    let (base, left, right) = (side(&base), side(&left), side(&right));
    let style =
        [ConflictStyle::Merge, ConflictStyle::Diff3, ConflictStyle::Zdiff3][rng.usize(0..3)];
    let marker_size = [7, 7, 7, 3, 10][rng.usize(0..5)];
    let labels =
        if rng.u8(0..10) == 0 { ["", "", "theirs"] } else { ["ours", "ancestor", "theirs"] };
    Triple { base, left, right, style, marker_size, labels }
}

/// `git merge-file -p` isolated from any configuration; returns output and exit status.
fn git_merge_file(dir: &Path, t: &Triple) -> (Vec<u8>, i32) {
    for (name, bytes) in [("left", &t.left), ("base", &t.base), ("right", &t.right)] {
        std::fs::write(dir.join(name), bytes).unwrap();
    }
    let mut cmd = Command::new("git");
    cmd.current_dir(dir)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", "/dev/null")
        .env("HOME", dir)
        .args(["merge-file", "-p"]);
    match t.style {
        ConflictStyle::Merge => {}
        ConflictStyle::Diff3 => {
            cmd.arg("--diff3");
        }
        ConflictStyle::Zdiff3 => {
            cmd.arg("--zdiff3");
        }
    }
    let out = cmd
        .args(["-L", t.labels[0], "-L", t.labels[1], "-L", t.labels[2]])
        .arg(format!("--marker-size={}", t.marker_size))
        .args(["left", "base", "right"])
        .output()
        .expect("git is installed");
    (out.stdout, out.status.code().expect("git exited"))
}

/// Long lines make the report unreadable: shorten every run of `long `.
fn clip(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let mut out = String::new();
    for line in text.split_inclusive('\n') {
        if line.len() > 60 {
            out.push_str(&line[..30]);
            out.push('…');
            out.push_str(&line[line.len() - 8..]);
        } else {
            out.push_str(line);
        }
    }
    out
}

#[test]
fn line_merge_matches_git_merge_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = fastrand::Rng::with_seed(SEED);
    let (mut clean, mut clean_same, mut all_same) = (0usize, 0usize, 0usize);
    let mut shown = 0;
    for i in 0..TRIPLES {
        let t = triple(&mut rng);
        let (git_bytes, git_status) = git_merge_file(dir.path(), &t);
        assert!((0..128).contains(&git_status), "git merge-file failed on triple {i}");
        let options = MergeOptions {
            labels: Labels {
                base: t.labels[1].into(),
                left: t.labels[0].into(),
                right: t.labels[2].into(),
            },
            marker_size: t.marker_size,
            style: t.style,
            ..MergeOptions::default()
        };
        let ours = line_merge(&t.base, &t.left, &t.right, &options);
        // git's exit status is the number of conflict hunks, capped below 128.
        let same = ours.bytes == git_bytes && ours.conflicts.min(127) as i32 == git_status;
        clean += usize::from(git_status == 0);
        clean_same += usize::from(git_status == 0 && same);
        all_same += usize::from(same);
        if !same && shown < 3 {
            shown += 1;
            eprintln!(
                "triple {i} differs ({:?}, marker {}): git status {git_status}, ours {}\n\
                 base {:?}\nleft {:?}\nright {:?}\ngit  {:?}\nours {:?}",
                t.style,
                t.marker_size,
                ours.conflicts,
                clip(&t.base),
                clip(&t.left),
                clip(&t.right),
                clip(&git_bytes),
                clip(&ours.bytes),
            );
        }
    }
    let rate = |n: usize, of: usize| 100.0 * n as f64 / of.max(1) as f64;
    println!(
        "git oracle: {TRIPLES} triples; clean under git: {clean_same}/{clean} identical ({:.2}%); \
         all: {all_same}/{TRIPLES} identical ({:.2}%)",
        rate(clean_same, clean),
        rate(all_same, TRIPLES)
    );
    assert!(
        clean > TRIPLES / 5 && clean < TRIPLES * 4 / 5,
        "generator too one-sided: {clean} clean"
    );
    assert_eq!(clean_same, clean, "every triple git merges cleanly must come out identical");
    assert!(all_same * 100 >= TRIPLES * 99, "below 99% agreement overall");
}
