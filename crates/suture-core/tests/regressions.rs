//! Replays saved fuzz inputs through the fuzz targets' checks: every file under
//! `tests/regressions/<target>/` (inputs that once crashed, plus seeds) must pass.
//! `<target>` is `markers` or `line_merge`; the `merge` target needs language profiles and
//! is replayed in `suture-langs/tests/properties.rs`. Also replays the property tests'
//! saved failures (`tests/regressions/properties/`) through every property check.

mod support;

use std::fs;
use std::path::Path;

use support::{fuzz_checks, replay};
use suture_core::MergeOptions;
use suture_core::cascade;

fn replay(target: &str, check: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/regressions").join(target);
    let mut count = 0;
    for entry in fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        let data = fs::read(&path).unwrap();
        let result = std::panic::catch_unwind(|| check(&data));
        assert!(result.is_ok(), "{} fails again", path.display());
        count += 1;
    }
    assert!(count > 0, "no inputs in {}", dir.display());
}

#[test]
fn marker_parser_inputs() {
    replay("markers", fuzz_checks::check_markers);
}

#[test]
fn line_merge_inputs() {
    replay("line_merge", fuzz_checks::check_line_merge);
}

/// Saved property-test failures (`tests/regressions/properties/`), merged without a
/// language profile as `tests/properties.rs` merges; `suture-langs` replays them with each
/// triple's profile.
#[test]
fn property_inputs() {
    let merge = |base: &[u8], left: &[u8], right: &[u8], options: &MergeOptions| {
        cascade::merge(base, left, right, None, options)
    };
    for (path, triple) in replay::saved_triples(false) {
        if let Err(failure) = replay::check_all(&merge, &triple) {
            panic!("{} fails again: {failure}", path.display());
        }
    }
}
