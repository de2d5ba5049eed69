//! Line-merge throughput on generated inputs: the clean fast path on small and large
//! files, and a large file with conflicts in every style. Run with `cargo bench -p suture-core`.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use suture_core::linemerge::line_merge;
use suture_core::{ConflictStyle, MergeOptions};

/// A source-like file of `lines` lines.
fn file(lines: usize) -> Vec<String> {
    (0..lines)
        .map(|i| match i % 7 {
            0 => format!("fn function_{i}(value: u32) -> u32 {{"),
            1..=4 => format!("    let x{i} = value * {i} + {};", i % 13),
            5 => "    value".to_string(),
            _ => "}".to_string(),
        })
        .collect()
}

fn join(lines: &[String]) -> Vec<u8> {
    lines.iter().flat_map(|l| [l.as_bytes(), b"\n"].concat()).collect()
}

/// Base, left and right where the sides edit every `every`-th line at different offsets;
/// with `conflicting`, some edits hit the same line on both sides.
fn triple(lines: usize, every: usize, conflicting: bool) -> [Vec<u8>; 3] {
    let base = file(lines);
    let mut left = base.clone();
    let mut right = base.clone();
    for i in (0..lines).step_by(every) {
        left[i].push_str(" // left");
        let j = if conflicting && i % (every * 4) == 0 { i } else { (i + every / 2) % lines };
        right[j].push_str(" // right");
    }
    [join(&base), join(&left), join(&right)]
}

fn bench(c: &mut Criterion) {
    let options = MergeOptions::default();
    for (name, lines) in [("clean_200_lines", 200), ("clean_5000_lines", 5000)] {
        let [base, left, right] = triple(lines, 50, false);
        assert_eq!(line_merge(&base, &left, &right, &options).conflicts, 0);
        c.bench_function(name, |b| {
            b.iter(|| line_merge(black_box(&base), black_box(&left), black_box(&right), &options))
        });
    }
    let [base, left, right] = triple(5000, 50, true);
    for style in [ConflictStyle::Merge, ConflictStyle::Diff3, ConflictStyle::Zdiff3] {
        let options = MergeOptions { style, ..MergeOptions::default() };
        assert!(line_merge(&base, &left, &right, &options).conflicts > 0);
        c.bench_function(&format!("conflicts_5000_lines_{style:?}"), |b| {
            b.iter(|| line_merge(black_box(&base), black_box(&left), black_box(&right), &options))
        });
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
