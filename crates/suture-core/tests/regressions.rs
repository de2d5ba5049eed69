//! Replays saved fuzz inputs through the fuzz targets' checks: every file under
//! `tests/regressions/<target>/` (inputs that once crashed, plus seeds) must pass.
//! `<target>` is `markers` or `line_merge`; the `merge` target needs language profiles and
//! is replayed in `suture-langs/tests/regressions.rs`.

mod support;

use std::fs;
use std::path::Path;

use support::fuzz_checks;

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
