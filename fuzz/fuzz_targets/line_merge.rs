//! Fuzzes the line merge: the input is split into base, left and right at the first two
//! `0xFF 0x00` separators; the first byte picks style and marker size. Checks the merge
//! never panics, that merging identical sides gives that side, and that every conflict it
//! writes can be read back by the marker parser.

#![no_main]

use libfuzzer_sys::fuzz_target;
use suture_core::linemerge::line_merge;
use suture_core::{ConflictStyle, MergeOptions, markers};

fn split(data: &[u8]) -> Option<[&[u8]; 3]> {
    let mut parts = data.splitn(3, |&b| b == 0xFF);
    Some([parts.next()?, parts.next()?, parts.next()?])
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else { return };
    let Some([base, left, right]) = split(rest) else { return };
    let style = match mode % 3 {
        0 => ConflictStyle::Diff3,
        1 => ConflictStyle::Merge,
        _ => ConflictStyle::Zdiff3,
    };
    let options = MergeOptions { style, ..MergeOptions::default() };
    let out = line_merge(base, left, right, &options);
    assert_eq!(out.conflicts == 0, out.is_clean());

    let same = line_merge(base, left, left, &options);
    assert_eq!(same.conflicts, 0);
    assert_eq!(same.bytes, left, "merge(B, X, X) = X");
    let one_side = line_merge(base, base, right, &options);
    assert_eq!(one_side.conflicts, 0);
    assert_eq!(one_side.bytes, right, "merge(B, B, X) = X");

    // Read back only when the inputs hold no marker-like lines of their own.
    let marker_like = |text: &[u8]| {
        text.split(|&b| b == b'\n').any(|line| {
            [b'<', b'|', b'=', b'>'].iter().any(|&c| line.len() >= 7 && line[..7].iter().all(|&b| b == c))
        })
    };
    if out.conflicts > 0 && ![base, left, right].iter().any(|t| marker_like(t)) {
        let file = markers::parse(&out.bytes, Some(7)).expect("the line merge's markers parse");
        assert_eq!(file.conflicts(), out.conflicts);
    }
});
