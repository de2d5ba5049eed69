//! Saved property-test failures: each file under `tests/regressions/properties/` holds the
//! minimal failing input proptest printed (a [`Triple`] in its `Debug` form, after `#`
//! comment lines that say what broke), read back and run through every property check
//! again. Generates nothing; the checks themselves live in `checks.rs`.

use std::fs;
use std::path::{Path, PathBuf};

use proptest::test_runner::TestCaseError;
use suture_core::ConflictStyle;

use super::checks::{self, MergeFn};
use super::generate::{Item, Lang, Layout, Triple};

/// Every invariant of the property tests on one triple (the kept-lines check against the
/// generator's provenance only where it applies: on triples of unique lines).
pub fn check_all(merge: MergeFn, triple: &Triple) -> Result<(), TestCaseError> {
    let texts = triple.texts();
    let [base, left, right] = &texts;
    checks::check_trivial(merge, base, left)?;
    checks::check_trivial(merge, base, right)?;
    checks::check_swap(merge, &texts)?;
    for style in [ConflictStyle::Merge, ConflictStyle::Zdiff3] {
        checks::check_swap_status(merge, &texts, style)?;
    }
    checks::check_no_invented_content(merge, &texts)?;
    let kept = triple.kept_lines();
    if triple.layout.unique_words {
        checks::check_kept_lines(merge, &texts, &kept)?;
    }
    checks::check_kept_lines_vs_line_merge(merge, &texts, &kept)
}

/// The saved triples, with their files, in file-name order: the fixed failures, or
/// (`known`) those still open, saved with the extension `.known` and replayed by an ignored
/// test until they are fixed.
pub fn saved_triples(known: bool) -> Vec<(PathBuf, Triple)> {
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../suture-core/tests/regressions/properties");
    let mut paths: Vec<PathBuf> =
        fs::read_dir(&dir).unwrap().map(|entry| entry.unwrap().path()).collect();
    paths.retain(|path| path.extension().is_some_and(|e| e == "known") == known);
    paths.sort();
    let triples: Vec<(PathBuf, Triple)> = paths
        .into_iter()
        .map(|path| {
            let text = fs::read_to_string(&path).unwrap();
            let triple = parse_triple(&text)
                .unwrap_or_else(|| panic!("{} holds no readable Triple", path.display()));
            (path, triple)
        })
        .collect();
    assert!(!triples.is_empty(), "no saved triples in {}", dir.display());
    triples
}

/// Reads `Triple { lang: .., layout: Layout { .. }, base: [Item { .. }, ..], left: [..],
/// right: [..] }` (as `{:?}` prints it, possibly after `name = `); lines starting with `#`
/// are comments.
pub fn parse_triple(text: &str) -> Option<Triple> {
    let text: String =
        text.lines().filter(|l| !l.trim_start().starts_with('#')).collect::<Vec<_>>().join(" ");
    let after = |key: &str| text.split_once(key).map(|(_, rest)| rest.trim_start());
    let word = |key: &str| {
        after(key).map(|rest| {
            rest.split(|c: char| !c.is_alphanumeric() && c != '_').next().unwrap_or_default()
        })
    };
    let lang = match word("lang:")? {
        "Text" => Lang::Text,
        "Rust" => Lang::Rust,
        "Json" => Lang::Json,
        "Python" => Lang::Python,
        "Java" => Lang::Java,
        _ => return None,
    };
    let flag = |key: &str| word(key)?.parse::<bool>().ok();
    let layout = Layout {
        crlf: flag("crlf:")?,
        final_newline: flag("final_newline:")?,
        unique_words: flag("unique_words:")?,
    };
    let items = |key: &str| -> Option<Vec<Item>> {
        let list = after(key)?.strip_prefix('[')?;
        let list = &list[..list.find(']')?];
        list.split("Item").filter(|s| s.contains('{')).map(parse_item).collect()
    };
    Some(Triple {
        lang,
        layout,
        base: items("base:")?,
        left: items("left:")?,
        right: items("right:")?,
    })
}

/// Reads ` { id: 1, kind: 0, name: 3, value: 7 },`.
fn parse_item(text: &str) -> Option<Item> {
    let field = |key: &str| -> Option<u32> {
        let rest = text.split_once(&format!("{key}:"))?.1.trim_start();
        rest[..rest.find(|c: char| !c.is_ascii_digit())?].parse().ok()
    };
    Some(Item {
        id: field("id")?,
        kind: u8::try_from(field("kind")?).ok()?,
        name: u8::try_from(field("name")?).ok()?,
        value: u16::try_from(field("value")?).ok()?,
    })
}
