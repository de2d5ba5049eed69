//! Parse errors scoped to where they are: whether the errors of three near-copies of one
//! text (the regions stage's base, left and right, equal outside the line merge's
//! conflicts) all lie on lines where the three are alike. Where the copies differ the
//! structured merge decides, and there the code must parse; an error elsewhere is text
//! that every copy holds the same, which the merge carries over unchanged.
//!
//! Owns: which lines of the copies differ and whether an error node's lines touch them. Must not: parse,
//! nor decide which errors are acceptable between revisions (see `revisions`).

use std::ops::Range;

use crate::lines::{Lines, line_hunks};
use crate::parse::ErrorNode;

/// For each of `texts`, the lines where it differs from one of the others, as 0-based
/// half-open ranges of its lines. An empty range `k..k` stands for lines another text has
/// between this one's lines `k - 1` and `k`.
fn differing_lines(texts: [&str; 3]) -> [Vec<Range<usize>>; 3] {
    let mut differing = [Vec::new(), Vec::new(), Vec::new()];
    for (one, other) in [(0, 1), (0, 2), (1, 2)] {
        for (before, after) in line_hunks(texts[one], texts[other]) {
            differing[one].push(before);
            differing[other].push(after);
        }
    }
    differing
}

/// Whether an error spanning lines `first..=last` touches `lines`: holds one of them, or
/// for an empty range, holds the place between two lines where another text has more.
fn touches((first, last): (usize, usize), lines: &Range<usize>) -> bool {
    if lines.is_empty() {
        first < lines.start && lines.start <= last
    } else {
        first < lines.end && lines.start <= last
    }
}

/// Whether every error of `errors[i]` (found in `texts[i]`) lies on lines where
/// `texts[i]` is like the other two texts: none spans or sits on a line where they differ.
pub(crate) fn apart_from_differences(texts: [&str; 3], errors: [&[ErrorNode]; 3]) -> bool {
    let differing = differing_lines(texts);
    texts.iter().zip(errors).zip(&differing).all(|((text, errors), differing)| {
        if errors.is_empty() || differing.is_empty() {
            return true;
        }
        let lines = Lines::of(text);
        errors.iter().all(|error| {
            let span = lines.span(&error.bytes);
            !differing.iter().any(|lines| touches(span, lines))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An error node over the first occurrence of `needle` in `text`.
    fn error_at(text: &str, needle: &str) -> ErrorNode {
        let start = text.find(needle).expect("the needle is in the text");
        ErrorNode { key: format!("ERROR {needle} at x"), bytes: start..start + needle.len() }
    }

    #[test]
    fn an_error_outside_the_differing_lines_is_apart_and_one_on_them_is_not() {
        let base = "#if BROKEN(\nint a;\nint b = 1;\nint c;\n";
        let left = "#if BROKEN(\nint a;\nint b = 2;\nint c;\n";
        let right = "#if BROKEN(\nint a;\nint b = 3;\nint c;\n";
        let on_first_line = [base, left, right].map(|text| vec![error_at(text, "BROKEN(")]);
        let errors = [&on_first_line[0][..], &on_first_line[1][..], &on_first_line[2][..]];
        assert!(apart_from_differences([base, left, right], errors));

        // The broken line is where the texts differ: in one of them, or in all three.
        let left_broken = "#if BROKEN(\nint a;\nint b = 2 +;\nint c;\n";
        let on_edit = [vec![], vec![error_at(left_broken, "+")], vec![]];
        let errors = [&on_edit[0][..], &on_edit[1][..], &on_edit[2][..]];
        assert!(!apart_from_differences([base, left_broken, right], errors));
        let wide = [base, left, right].map(|text| vec![error_at(text, "int a;\nint b")]);
        let errors = [&wide[0][..], &wide[1][..], &wide[2][..]];
        assert!(!apart_from_differences([base, left, right], errors));
    }

    #[test]
    fn an_error_over_the_place_another_text_inserted_lines_is_not_apart() {
        // Right inserts a line inside what the error spans in base and left.
        let base = "start(\nend\nlast\n";
        let right = "start(\nnew\nend\nlast\n";
        let spanning = [base, base, right].map(|text| vec![error_at(text, "start(\n")]);
        let errors = [&spanning[0][..], &spanning[1][..], &spanning[2][..]];
        assert!(apart_from_differences([base, base, right], errors), "the error ends before");
        let over = [error_at(base, "start(\nend"), error_at(right, "start(\n")];
        let errors = [&over[..1], &over[..1], &over[1..]];
        assert!(!apart_from_differences([base, base, right], errors));
        // A missing node at the end of the line before the insertion is apart.
        let missing = [base, base, right].map(|text| {
            let at = text.find('\n').unwrap();
            vec![ErrorNode { key: "MISSING ) at x".into(), bytes: at..at }]
        });
        let errors = [&missing[0][..], &missing[1][..], &missing[2][..]];
        assert!(apart_from_differences([base, base, right], errors));
    }
}
