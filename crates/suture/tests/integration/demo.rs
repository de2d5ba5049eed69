//! `scripts/demo.sh`, run with the binary under test: git alone conflicts in the four
//! files, suture merges them all, and the script leaves nothing behind.

use std::path::Path;
use std::process::Command;

use crate::common::{suture_bin, text};

#[test]
fn the_demo_shows_gits_conflicts_then_sutures_clean_merge_and_leaves_nothing() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scripts/demo.sh");
    let tmp = tempfile::tempdir().unwrap();
    let out = Command::new("bash")
        .arg(&script)
        .env("SUTURE", suture_bin())
        .env("TMPDIR", tmp.path())
        .env_remove("suture")
        .output()
        .expect("bash runs");
    let stdout = text(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", text(&out.stderr));
    let conflicts: Vec<&str> = stdout
        .lines()
        .filter(|l| l.starts_with("CONFLICT (content): Merge conflict in "))
        .collect();
    assert_eq!(conflicts.len(), 4, "{stdout}");
    for file in ["src/config.rs", "app/settings.py", "src/main/java/shop/Cart.java", "package.json"]
    {
        assert!(conflicts.iter().any(|l| l.ends_with(file)), "{file}: {stdout}");
        assert!(text(&out.stderr).contains(&format!("suture: solved 1 conflict in {file};")));
    }
    assert!(stdout.contains("-> merged cleanly: "), "{stdout}");
    assert!(stdout.contains("--- git line merge\n+++ suture\n"), "a review is shown: {stdout}");
    let left: Vec<_> = std::fs::read_dir(tmp.path()).unwrap().collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}
