//! Fuzzes the conflict-marker parser: any bytes either parse or give an error, never a
//! panic; a successful parse round-trips byte for byte and rebuilds sides that are made of
//! the input's own text.

#![no_main]

use libfuzzer_sys::fuzz_target;
use suture_core::markers;

fuzz_target!(|data: &[u8]| {
    // The first byte picks a marker size (none = detect), the rest is the file.
    let Some((&size, bytes)) = data.split_first() else { return };
    let size = match size % 4 {
        0 => None,
        1 => Some(7),
        2 => Some(3),
        _ => Some(usize::from(size % 16) + 1),
    };
    let Ok(file) = markers::parse(bytes, size) else { return };
    assert_eq!(file.to_bytes(), bytes, "the parse is lossless");
    let left = file.left();
    let right = file.right();
    // Each side holds at most the input plus one added line ending per hunk.
    assert!(left.len() <= bytes.len() + 2 * file.conflicts());
    assert!(right.len() <= bytes.len() + 2 * file.conflicts());
    if file.has_base() {
        assert!(file.base().is_some());
    }
});
