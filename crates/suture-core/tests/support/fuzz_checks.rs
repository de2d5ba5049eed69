//! The checks the fuzz targets run on one input, shared with the regression test that
//! replays saved inputs (`tests/regressions.rs`): the fuzz crate includes this file by
//! path. Each function takes the fuzzer's raw bytes and panics on a broken invariant; it
//! must not depend on anything but `suture-core`.

#![allow(dead_code)] // Each including target uses one of the functions.

use suture_core::cascade::{self, Method};
use suture_core::linemerge::line_merge;
use suture_core::profile::LanguageProfile;
use suture_core::{ConflictStyle, MergeOptions, markers};

/// The marker parser: the first byte picks a marker size (or detection), the rest is the
/// file. A parse either fails or round-trips byte for byte, and rebuilds sides no longer
/// than the input plus one added line ending per hunk.
pub fn check_markers(data: &[u8]) {
    let Some((&size, bytes)) = data.split_first() else { return };
    let size = match size % 4 {
        0 => None,
        1 => Some(7),
        2 => Some(3),
        _ => Some(usize::from(size % 16) + 1),
    };
    let Ok(file) = markers::parse(bytes, size) else { return };
    assert_eq!(file.to_bytes(), bytes, "the parse is lossless");
    let bound = bytes.len() + 2 * file.conflicts();
    assert!(file.left().len() <= bound);
    assert!(file.right().len() <= bound);
    if file.has_base() {
        assert!(file.base().is_some_and(|b| b.len() <= bound));
    }
}

/// Splits `mode, base 0xFF left 0xFF right`.
pub fn split(data: &[u8]) -> Option<(u8, [&[u8]; 3])> {
    let (&mode, rest) = data.split_first()?;
    let mut parts = rest.splitn(3, |&b| b == 0xFF);
    Some((mode, [parts.next()?, parts.next()?, parts.next()?]))
}

fn style(mode: u8) -> ConflictStyle {
    match mode % 3 {
        0 => ConflictStyle::Diff3,
        1 => ConflictStyle::Merge,
        _ => ConflictStyle::Zdiff3,
    }
}

/// Whether a text has a line that starts like a conflict marker of size 7.
fn marker_like(text: &[u8]) -> bool {
    text.split(|&b| b == b'\n')
        .any(|line| line.len() >= 7 && b"<|=>".iter().any(|&c| line[..7].iter().all(|&b| b == c)))
}

/// The line merge: never panics; merge(B, X, X) = merge(B, B, X) = X; its markers read
/// back with the count it reports (when the inputs hold no marker-like lines themselves).
pub fn check_line_merge(data: &[u8]) {
    let Some((mode, [base, left, right])) = split(data) else { return };
    let options = MergeOptions { style: style(mode), ..MergeOptions::default() };
    let out = line_merge(base, left, right, &options);
    let same = line_merge(base, left, left, &options);
    assert_eq!((same.conflicts, same.bytes.as_slice()), (0, left), "merge(B, X, X) = X");
    let one_side = line_merge(base, base, right, &options);
    assert_eq!((one_side.conflicts, one_side.bytes.as_slice()), (0, right), "merge(B, B, X) = X");
    if out.conflicts > 0 && ![base, left, right].iter().any(|t| marker_like(t)) {
        let file = markers::parse(&out.bytes, Some(7)).expect("the line merge's markers parse");
        assert_eq!(file.conflicts(), out.conflicts);
    }
}

/// The whole cascade with the language the first byte picks from `languages` (looked up by
/// `profile`): never panics, binary keeps left, never more conflicts than the line merge,
/// merge(B, X, X) = X.
pub fn check_cascade(
    data: &[u8],
    languages: &[&str],
    profile: impl Fn(&str) -> Option<&'static LanguageProfile>,
) {
    let Some((mode, [base, left, right])) = split(data) else { return };
    let profile = profile(languages[usize::from(mode) % languages.len()]);
    // A tight budget keeps the fuzzer fast; the time-out path is itself worth fuzzing.
    let options = MergeOptions {
        timeout: Some(std::time::Duration::from_millis(200)),
        fast: mode & 0x80 != 0,
        style: style(mode >> 4),
        ..MergeOptions::default()
    };
    let out = cascade::merge(base, left, right, profile, &options);
    if out.method == Method::Binary {
        assert_eq!(out.bytes, left);
        return;
    }
    assert!(out.conflicts <= out.line_merge_conflicts, "never worse than the line merge");
    let same = cascade::merge(base, left, left, profile, &options);
    assert_eq!((same.conflicts, same.bytes.as_slice()), (0, left), "merge(B, X, X) = X");
}
