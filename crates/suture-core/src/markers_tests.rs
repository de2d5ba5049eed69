//! Table tests of the marker parser: one line per case.

use super::*;

/// (name, input, marker size, rebuilt left, rebuilt base (None = not recorded), rebuilt
/// right, number of hunks)
type Case = (
    &'static str,
    &'static str,
    Option<usize>,
    &'static str,
    Option<&'static str>,
    &'static str,
    usize,
);

const CASES: &[Case] = &[
    ("no markers", "a\nb\n", None, "a\nb\n", Some("a\nb\n"), "a\nb\n", 0),
    ("empty file", "", None, "", Some(""), "", 0),
    ("no final newline", "a\nb", None, "a\nb", Some("a\nb"), "a\nb", 0),
    (
        "merge style",
        "a\n<<<<<<< ours\nL\n=======\nR\n>>>>>>> theirs\nz\n",
        None,
        "a\nL\nz\n",
        None,
        "a\nR\nz\n",
        1,
    ),
    (
        "diff3 style",
        "a\n<<<<<<< ours\nL\n||||||| base\nB\n=======\nR\n>>>>>>> theirs\nz\n",
        None,
        "a\nL\nz\n",
        Some("a\nB\nz\n"),
        "a\nR\nz\n",
        1,
    ),
    (
        "empty sections",
        "<<<<<<< ours\n||||||| base\n=======\n>>>>>>> theirs\n",
        None,
        "",
        Some(""),
        "",
        1,
    ),
    (
        "one side deleted",
        "<<<<<<< ours\n||||||| base\nB\n=======\nR\n>>>>>>> theirs\n",
        None,
        "",
        Some("B\n"),
        "R\n",
        1,
    ),
    (
        "no labels",
        "<<<<<<<\nL\n|||||||\nB\n=======\nR\n>>>>>>>\n",
        None,
        "L\n",
        Some("B\n"),
        "R\n",
        1,
    ),
    (
        "tab before label",
        "<<<<<<<\tours\nL\n=======\nR\n>>>>>>>\ttheirs\n",
        None,
        "L\n",
        None,
        "R\n",
        1,
    ),
    (
        "two hunks",
        "<<<<<<< a\n1\n||||||| o\n0\n=======\n2\n>>>>>>> b\nmid\n<<<<<<< a\n3\n||||||| o\n4\n=======\n5\n>>>>>>> b\n",
        None,
        "1\nmid\n3\n",
        Some("0\nmid\n4\n"),
        "2\nmid\n5\n",
        2,
    ),
    (
        "adjacent hunks",
        "<<<<<<< a\n1\n=======\n2\n>>>>>>> b\n<<<<<<< a\n3\n=======\n4\n>>>>>>> b\n",
        None,
        "1\n3\n",
        None,
        "2\n4\n",
        2,
    ),
    (
        "mixed styles",
        "<<<<<<< a\n1\n||||||| o\n0\n=======\n2\n>>>>>>> b\n<<<<<<< a\n3\n=======\n4\n>>>>>>> b\n",
        None,
        "1\n3\n",
        None,
        "2\n4\n",
        2,
    ),
    (
        "zdiff3 keeps common lines outside",
        "x\nsame\n<<<<<<< a\nL\n||||||| o\nB\n=======\nR\n>>>>>>> b\nsame2\n",
        None,
        "x\nsame\nL\nsame2\n",
        Some("x\nsame\nB\nsame2\n"),
        "x\nsame\nR\nsame2\n",
        1,
    ),
    (
        "CRLF",
        "a\r\n<<<<<<< ours\r\nL\r\n||||||| base\r\nB\r\n=======\r\nR\r\n>>>>>>> theirs\r\nz\r\n",
        None,
        "a\r\nL\r\nz\r\n",
        Some("a\r\nB\r\nz\r\n"),
        "a\r\nR\r\nz\r\n",
        1,
    ),
    (
        "closing marker without newline",
        "<<<<<<< ours\nL\n=======\nR\n>>>>>>> theirs",
        None,
        "L\n",
        None,
        "R\n",
        1,
    ),
    (
        "size 3 given",
        "<<< ours\nL\n||| base\nB\n===\nR\n>>> theirs\n",
        Some(3),
        "L\n",
        Some("B\n"),
        "R\n",
        1,
    ),
    (
        "size 9 detected",
        "<<<<<<<<< ours\nL\n=========\nR\n>>>>>>>>> theirs\n",
        None,
        "L\n",
        None,
        "R\n",
        1,
    ),
    (
        "size 0 means detect",
        "<<<<<<< ours\nL\n=======\nR\n>>>>>>> theirs\n",
        Some(0),
        "L\n",
        None,
        "R\n",
        1,
    ),
    (
        "longer runs are text",
        "<<<<<<< ours\n<<<<<<<<< inner\nL\n=======\nR\n>>>>>>> theirs\n",
        Some(7),
        "<<<<<<<<< inner\nL\n",
        None,
        "R\n",
        1,
    ),
    (
        "shorter runs are text",
        "<<<<<<< ours\n===\nL\n=======\nR\n>>>\n>>>>>>> theirs\n",
        Some(7),
        "===\nL\n",
        None,
        "R\n>>>\n",
        1,
    ),
    (
        "runs followed by text are text",
        "<<<<<<<x\n=======y\n>>>>>>>z\n",
        None,
        "<<<<<<<x\n=======y\n>>>>>>>z\n",
        Some("<<<<<<<x\n=======y\n>>>>>>>z\n"),
        "<<<<<<<x\n=======y\n>>>>>>>z\n",
        0,
    ),
    (
        "setext heading outside a hunk",
        "Section\n=======\ntext\n",
        None,
        "Section\n=======\ntext\n",
        Some("Section\n=======\ntext\n"),
        "Section\n=======\ntext\n",
        0,
    ),
    (
        "base marker outside a hunk",
        "|||||||\n",
        None,
        "|||||||\n",
        Some("|||||||\n"),
        "|||||||\n",
        0,
    ),
    (
        "other size given: all text",
        "<<<<<<< a\n=======\n>>>>>>> b\n",
        Some(9),
        "<<<<<<< a\n=======\n>>>>>>> b\n",
        Some("<<<<<<< a\n=======\n>>>>>>> b\n"),
        "<<<<<<< a\n=======\n>>>>>>> b\n",
        0,
    ),
    (
        "decorative run then real markers",
        "// <<<<<<<<<<<<\n<<<<<<< a\nL\n=======\nR\n>>>>>>> b\n",
        None,
        "// <<<<<<<<<<<<\nL\n",
        None,
        "// <<<<<<<<<<<<\nR\n",
        1,
    ),
];

#[test]
fn cases_rebuild_the_three_revisions() {
    for &(name, input, size, left, base, right, hunks) in CASES {
        let bytes = input.as_bytes();
        let parsed = parse(bytes, size).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(parsed.conflicts(), hunks, "{name}: hunks");
        assert_eq!(parsed.left(), left.as_bytes(), "{name}: left");
        assert_eq!(parsed.right(), right.as_bytes(), "{name}: right");
        assert_eq!(parsed.base(), base.map(|b| b.as_bytes().to_vec()), "{name}: base");
        assert_eq!(parsed.has_base(), base.is_some(), "{name}: has_base");
        assert_eq!(parsed.to_bytes(), bytes, "{name}: round trip");
    }
}

#[test]
fn invalid_utf8_is_kept_as_bytes() {
    let text = b"\xff\n<<<<<<< a\n\xfe\n=======\nR\n>>>>>>> b\n";
    let parsed = parse(text, None).unwrap();
    assert_eq!(parsed.left(), b"\xff\n\xfe\n");
    assert_eq!(parsed.right(), b"\xff\nR\n");
    assert_eq!(parsed.to_bytes(), text);
}

/// (name, input, marker size, line of the error, words the reason must contain)
const ERRORS: &[(&str, &str, Option<usize>, usize, &str)] = &[
    ("unterminated", "a\n<<<<<<< ours\nL\n=======\nR\n", None, 2, "no closing `>>>>>>>`"),
    ("unterminated before separator", "<<<<<<< ours\nL\n", None, 1, "no closing"),
    ("close without open", "a\n>>>>>>> theirs\n", None, 2, "without a matching `<<<<<<<`"),
    (
        "nested open",
        "<<<<<<< a\n<<<<<<< b\nL\n=======\nR\n>>>>>>> b\n=======\n>>>>>>> a\n",
        None,
        2,
        "nested `<<<<<<<`",
    ),
    ("nested open in right", "<<<<<<< a\nL\n=======\n<<<<<<< b\n>>>>>>> a\n", None, 4, "nested"),
    ("close before separator", "<<<<<<< a\nL\n>>>>>>> b\n", None, 3, "`>>>>>>>` before `=======`"),
    (
        "close in base section",
        "<<<<<<< a\nL\n||||||| o\nB\n>>>>>>> b\n",
        None,
        5,
        "before `=======`",
    ),
    (
        "second separator",
        "<<<<<<< a\nL\n=======\nR\n=======\nS\n>>>>>>> b\n",
        None,
        5,
        "second `=======`",
    ),
    (
        "second base marker",
        "<<<<<<< a\nL\n||||||| o\nB\n||||||| o\n=======\n>>>>>>> b\n",
        None,
        5,
        "unexpected `|||||||`",
    ),
    (
        "base marker after separator",
        "<<<<<<< a\nL\n=======\n||||||| o\n>>>>>>> b\n",
        None,
        4,
        "unexpected",
    ),
    (
        "mismatched closing length",
        "<<<<<<< a\nL\n=======\nR\n>>>>>>>> b\n",
        Some(7),
        1,
        "length 8, expected 7",
    ),
    ("CRLF unterminated", "<<<<<<< a\r\nL\r\n=======\r\n", None, 1, "no closing"),
];

#[test]
fn malformed_markers_are_errors_with_their_line() {
    for &(name, input, size, line, words) in ERRORS {
        match parse(input.as_bytes(), size) {
            Err(Error::Markers { line: got, reason }) => {
                assert_eq!(got, line, "{name}: line ({reason})");
                assert!(reason.contains(words), "{name}: {reason:?} lacks {words:?}");
            }
            other => panic!("{name}: expected a marker error, got {other:?}"),
        }
    }
}

#[test]
fn labels_and_lines_are_read() {
    let text =
        b"x\n<<<<<<< HEAD\nL\n||||||| parent of 1234 (msg)\nB\n=======\nR\n>>>>>>> 1234 (msg)\r\n";
    let parsed = parse(text, None).unwrap();
    let hunk = parsed.hunks().next().unwrap();
    assert_eq!(hunk.line, 2);
    assert_eq!(hunk.labels.left, Some(&b"HEAD"[..]));
    assert_eq!(hunk.labels.base, Some(&b"parent of 1234 (msg)"[..]));
    assert_eq!(hunk.labels.right, Some(&b"1234 (msg)"[..]));
    assert_eq!(parsed.first_labels(), Some(hunk.labels));
    let bare = parse(b"<<<<<<<\n=======\n>>>>>>> \n", None).unwrap();
    assert_eq!(bare.first_labels(), Some(HunkLabels::default()));
}

/// (input, detected size)
const SIZES: &[(&str, Option<usize>)] = &[
    ("", None),
    ("<<<<<< six\n>>>>>> six\n", None),
    ("<<<<<<< a\n>>>>>>> b\n", Some(7)),
    ("<<<<<<<<<<\n<<<<<<<< a\n>>>>>>>> b\n", Some(8)),
    ("<<<<<<<<<<\n", Some(10)),
    ("<<<<<<<x\n", None),
];

#[test]
fn marker_size_is_detected() {
    for &(input, size) in SIZES {
        assert_eq!(detect_marker_size(input.as_bytes()), size, "{input:?}");
    }
}

#[test]
fn common_chunks_are_never_adjacent_and_cover_the_file() {
    let text = b"a\n<<<<<<< x\n1\n=======\n2\n>>>>>>> y\n<<<<<<< x\n3\n=======\n4\n>>>>>>> y\nb\n";
    let parsed = parse(text, None).unwrap();
    let kinds: Vec<bool> = parsed.chunks.iter().map(|c| matches!(c, Chunk::Common(_))).collect();
    assert_eq!(kinds, [true, false, false, true]);
}

/// Random files made of marker lines and text, LF or CRLF: the parser never panics, reads
/// back byte for byte what it accepts, and every hunk is a well-formed sequence whose
/// sections hold no marker of the file's length.
#[test]
fn random_marker_soup_round_trips_or_is_rejected() {
    const PIECES: &[&str] = &[
        "<<<<<<< a",
        "<<<<<<<",
        "||||||| o",
        "|||||||",
        "=======",
        ">>>>>>> b",
        ">>>>>>>",
        "<<<<<<<< long",
        ">>>>>>>> long",
        "text",
        "",
        "=======x",
        "  indented",
    ];
    let mut rng = fastrand::Rng::with_seed(7);
    let (mut accepted, mut hunks) = (0, 0);
    for _ in 0..20_000 {
        let crlf = rng.bool();
        let mut file = Vec::new();
        let line = |rng: &mut fastrand::Rng, file: &mut Vec<u8>, piece: &str| {
            // One line in ten is replaced by any piece: near misses of well-formed hunks.
            let piece =
                if rng.usize(..10) == 0 { PIECES[rng.usize(..PIECES.len())] } else { piece };
            file.extend_from_slice(piece.as_bytes());
            file.extend_from_slice(if crlf { b"\r\n" } else { b"\n" });
        };
        for _ in 0..rng.usize(0..4) {
            line(&mut rng, &mut file, "text");
            line(&mut rng, &mut file, "<<<<<<< a");
            line(&mut rng, &mut file, "left");
            if rng.bool() {
                line(&mut rng, &mut file, "||||||| o");
                line(&mut rng, &mut file, "base");
            }
            line(&mut rng, &mut file, "=======");
            line(&mut rng, &mut file, "right");
            line(&mut rng, &mut file, ">>>>>>> b");
        }
        if rng.bool() && !file.is_empty() {
            file.pop();
        }
        let size = if rng.usize(..4) > 0 { None } else { Some(rng.usize(1..10)) };
        let Ok(parsed) = parse(&file, size) else { continue };
        accepted += 1;
        assert_eq!(parsed.to_bytes(), file, "{:?}", String::from_utf8_lossy(&file));
        for hunk in parsed.hunks() {
            hunks += 1;
            for section in [Some(hunk.left), hunk.base, Some(hunk.right)].into_iter().flatten() {
                for line in lines(section) {
                    let marker = marker_run(line).filter(|&(_, n)| n == parsed.marker_size);
                    assert!(marker.is_none(), "marker inside a section: {line:?}");
                }
            }
        }
        let sides = [parsed.left(), parsed.right()];
        assert!(sides.iter().all(|s| s.len() <= file.len()));
    }
    assert!(accepted > 2_000 && hunks > 5_000, "the soup exercises both paths: {accepted} {hunks}");
}

/// What git's line merge writes reads back: each hunk's sections are runs of whole lines of
/// the matching input, in every conflict style and marker size.
#[test]
fn line_merge_output_reads_back_into_sections_of_the_inputs() {
    use crate::linemerge::line_merge;
    use crate::options::{ConflictStyle, MergeOptions};
    let mut rng = fastrand::Rng::with_seed(11);
    let words = ["a", "b", "c", "d", "e", "x", "y"];
    let text = |rng: &mut fastrand::Rng| {
        let n = rng.usize(0..8);
        (0..n).map(|_| format!("{}\n", words[rng.usize(..words.len())])).collect::<String>()
    };
    let contains_lines = |whole: &str, part: &[u8]| {
        let part = std::str::from_utf8(part).unwrap();
        part.is_empty() || format!("\n{whole}").contains(&format!("\n{part}"))
    };
    let mut hunks = 0;
    for round in 0..3_000 {
        let (base, left, right) = (text(&mut rng), text(&mut rng), text(&mut rng));
        let style = [ConflictStyle::Merge, ConflictStyle::Diff3, ConflictStyle::Zdiff3][round % 3];
        let marker_size = [7, 3, 12][round % 5 % 3];
        let options = MergeOptions { style, marker_size, ..MergeOptions::default() };
        let merged = line_merge(base.as_bytes(), left.as_bytes(), right.as_bytes(), &options);
        let parsed = parse(&merged.bytes, Some(marker_size))
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&merged.bytes)));
        assert_eq!(parsed.conflicts(), merged.conflicts);
        assert_eq!(parsed.has_base(), style != ConflictStyle::Merge || merged.conflicts == 0);
        for hunk in parsed.hunks() {
            hunks += 1;
            assert!(contains_lines(&left, hunk.left), "left {:?} in {left:?}", hunk.left);
            assert!(contains_lines(&right, hunk.right), "right in {right:?}");
            if let Some(section) = hunk.base {
                assert!(contains_lines(&base, section), "base in {base:?}");
            }
            assert_eq!(hunk.labels.left, Some(&b"left"[..]));
        }
    }
    assert!(hunks > 1_000, "{hunks}");
}
