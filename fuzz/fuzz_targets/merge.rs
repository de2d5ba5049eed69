//! Fuzzes the whole cascade on arbitrary bytes for a few languages (through the
//! suture-langs profiles; without them it is the line merge): it must never panic, a
//! binary input keeps left, and identical sides merge to that side.

#![no_main]

use libfuzzer_sys::fuzz_target;
use suture_core::cascade::{self, Method};
use suture_core::MergeOptions;

const LANGUAGES: [&str; 6] = ["rust", "json", "python", "java", "c", "yaml"];

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else { return };
    let mut parts = rest.splitn(3, |&b| b == 0xFF);
    let (Some(base), Some(left), Some(right)) = (parts.next(), parts.next(), parts.next()) else {
        return;
    };
    let profile = suture_langs::by_name(LANGUAGES[usize::from(mode) % LANGUAGES.len()]);
    // A tight budget keeps the fuzzer fast; the time-out path is itself worth fuzzing.
    let options = MergeOptions {
        timeout: Some(std::time::Duration::from_millis(200)),
        fast: mode & 0x80 != 0,
        ..MergeOptions::default()
    };
    let out = cascade::merge(base, left, right, profile, &options);
    if out.method == Method::Binary {
        assert_eq!(out.bytes, left);
        return;
    }
    assert!(out.conflicts <= out.line_merge_conflicts, "never worse than the line merge");
    let same = cascade::merge(base, left, left, profile, &options);
    assert_eq!(same.conflicts, 0);
    assert_eq!(same.bytes, left, "merge(B, X, X) = X");
});
