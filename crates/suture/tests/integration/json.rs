//! `--json-report` and `review --json`: every key written is documented in docs/json.md
//! with its type, every documented key is written, the facts are the merge's, and writing
//! the report changes neither the result nor the exit status.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::Output;

use serde_json::Value;

use crate::common::{suture, text, write_file};

/// docs/json.md's tables: object path (`$`, `$.files[]`, …) → field → type cell.
fn documented() -> BTreeMap<String, BTreeMap<String, String>> {
    let doc = fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/json.md"))
        .expect("docs/json.md");
    let mut tables: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    let mut current = None;
    for line in doc.lines() {
        if let Some(heading) = line.strip_prefix("### `") {
            let path = heading.split('`').next().unwrap().to_string();
            tables.entry(path.clone()).or_default();
            current = Some(path);
        } else if line.starts_with("## ") {
            current = None;
        } else if let (Some(path), Some(row)) = (&current, line.strip_prefix("| `")) {
            let cells: Vec<&str> = row.split(" | ").collect();
            let field = cells[0].trim_end_matches('`').to_string();
            tables.get_mut(path).unwrap().insert(field, cells[1].trim().to_string());
        }
    }
    assert!(tables.len() >= 5 && tables["$"].contains_key("files"), "{tables:?}");
    tables
}

/// Whether `value` has the documented `kind`: `string`, `integer`, `number`, `array`,
/// `one of: a / b`, each optionally `X or null` / `null or X`.
fn has_type(value: &Value, kind: &str) -> bool {
    if let Some(kind) = kind.strip_prefix("null or ").or_else(|| kind.strip_suffix(" or null")) {
        return value.is_null() || has_type(value, kind);
    }
    if let Some(values) = kind.strip_prefix("one of: ") {
        return value.as_str().is_some_and(|v| values.split(" / ").any(|allowed| allowed == v));
    }
    match kind {
        "string" => value.is_string(),
        "integer" => value.is_u64(),
        "number" => value.is_number(),
        "array" => value.is_array(),
        other => panic!("docs/json.md: unknown type `{other}`"),
    }
}

/// Checks `value`, found at `path`, and what it holds against the documentation.
fn validate(value: &Value, path: &str, docs: &BTreeMap<String, BTreeMap<String, String>>) {
    let fields = docs.get(path).unwrap_or_else(|| panic!("no table for `{path}` in docs/json.md"));
    let object = value.as_object().unwrap_or_else(|| panic!("`{path}` is not an object"));
    for (key, kind) in fields {
        let field = object.get(key).unwrap_or_else(|| panic!("`{path}.{key}` is missing"));
        assert!(has_type(field, kind), "`{path}.{key}` = {field} is not {kind}");
    }
    for (key, field) in object {
        assert!(fields.contains_key(key), "`{path}.{key}` is not documented in docs/json.md");
        if let Value::Array(items) = field {
            for item in items {
                validate(item, &format!("{path}.{key}[]"), docs);
            }
        }
    }
}

fn validated(json: &Value) -> &Value {
    validate(json, "$", &documented());
    &json["files"][0]
}

const BASE: &str = "pub struct Config {\n    pub verbose: bool,\n    pub jobs: usize,\n}\n\nfn keep() {}\n\npub const LIMIT: u32 = 10;\n";
const LEFT: &str = "pub struct Config {\n    pub verbose: bool,\n    pub jobs: usize,\n    pub color: bool,\n}\n\nfn keep() {}\n\npub const LIMIT: u32 = 20;\n";
const RIGHT: &str = "pub struct Config {\n    pub verbose: bool,\n    pub jobs: usize,\n    pub timeout_ms: u64,\n}\n\nfn keep() {}\n\npub const LIMIT: u32 = 30;\n";

fn merge(dir: &Path, files: [&str; 3], args: &[&str]) -> Output {
    suture()
        .current_dir(dir)
        .env("SUTURE_DATA_DIR", dir.join("data"))
        .arg("merge")
        .args(files)
        .args(args)
        .output()
        .unwrap()
}

fn read_json(path: &Path) -> Value {
    serde_json::from_slice(&fs::read(path).unwrap()).unwrap()
}

#[test]
fn a_partly_solved_merge_is_accounted_conflict_by_conflict() {
    let dir = tempfile::tempdir().unwrap();
    for (name, content) in [("base.rs", BASE), ("left.rs", LEFT), ("right.rs", RIGHT)] {
        write_file(dir.path(), name, content);
    }
    let files = ["base.rs", "left.rs", "right.rs"];
    let plain = merge(dir.path(), files, &[]);
    // Into a file (as jj merges): a merge to stdout keeps no attempt to point at.
    let reported = merge(dir.path(), files, &["--json-report", "report.json", "-o", "out.rs"]);
    let written = fs::read(dir.path().join("out.rs")).unwrap();
    assert_eq!(plain.stdout, written, "the report changes the result");
    assert_eq!(plain.status.code(), Some(1));
    assert_eq!(reported.status.code(), Some(1));

    let json = read_json(&dir.path().join("report.json"));
    let file = validated(&json);
    assert_eq!(
        (json["command"].as_str(), json["outcome"].as_str()),
        (Some("merge"), Some("conflict"))
    );
    assert_eq!(json["exit_status"], 1);
    assert_eq!(file["language"], "Rust");
    assert_eq!(file["stage"], "regions");
    assert_eq!(
        (file["line_merge_conflicts"].as_u64(), file["conflicts_left"].as_u64()),
        (Some(2), Some(1))
    );
    let conflicts = file["conflicts"].as_array().unwrap();
    // The line merge's output: the struct's conflict on lines 4-9, LIMIT's on 14-20.
    let summary: Vec<_> = conflicts
        .iter()
        .map(|c| {
            (
                c["start_line"].as_u64().unwrap(),
                c["end_line"].as_u64().unwrap(),
                c["fate"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(summary, [(4, 9, "solved"), (14, 20, "left")]);
    assert_eq!(conflicts[0]["stage"], "regions");
    assert!(conflicts[1]["stage"].is_null());
    let stages: Vec<_> = file["stages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["stage"].as_str().unwrap(), s["status"].as_str().unwrap()))
        .collect();
    assert_eq!(stages[..2], [("line_merge", "produced"), ("regions", "produced")]);
    // A partly solved merge is stored; its id is in the report.
    let attempt = file["attempt"].as_str().expect("the attempt id").to_string();

    // review --json gives the same account for the stored attempt.
    let review = suture()
        .env("SUTURE_DATA_DIR", dir.path().join("data"))
        .args(["review", &attempt, "--json"])
        .output()
        .unwrap();
    assert!(review.status.success(), "{}", text(&review.stderr));
    let reviewed: Value = serde_json::from_slice(&review.stdout).unwrap();
    let reviewed_file = validated(&reviewed);
    assert_eq!(reviewed["command"], "review");
    assert_eq!(reviewed["exit_status"], 1);
    assert_eq!(reviewed_file["conflicts"], file["conflicts"]);
    assert_eq!(reviewed_file["stages"], file["stages"]);
    assert_eq!(reviewed_file["attempt"], attempt.as_str());
}

#[test]
fn a_rejected_candidate_names_its_judge() {
    let case = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/cases/rust/same-field-different-types-conflict"
    );
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    let files =
        [&format!("{case}/Base.rs"), &format!("{case}/Left.rs"), &format!("{case}/Right.rs")];
    let out =
        merge(dir.path(), files.map(String::as_str), &["--json-report", report.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let json = read_json(&report);
    let file = validated(&json);
    assert_eq!(file["stage"], "line_merge");
    assert_eq!(file["rejections"][0]["judge"], "edits");
    assert_eq!(file["rejections"][0]["stage"], "regions");
    assert!(file["rejections"][0]["reason"].as_str().unwrap().contains("two edits"));
    assert_eq!(file["stages"][1]["status"], "rejected");
    assert!(file["conflicts"].as_array().unwrap().iter().all(|c| c["fate"] == "left"));
}

#[test]
fn parse_errors_outside_the_conflict_are_listed_where_each_revision_has_them() {
    let case = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/cases/c/preprocessor-lines-one-side-added-outside-the-conflict"
    );
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    let files = [&format!("{case}/Base.c"), &format!("{case}/Left.c"), &format!("{case}/Right.c")];
    let out =
        merge(dir.path(), files.map(String::as_str), &["--json-report", report.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let json = read_json(&report);
    let file = validated(&json);
    assert_eq!(file["stage"], "regions");
    // Left's `#ifdef HAVE_ZSTD` (line 8) and `#endif` (line 10); base and right lack them.
    let set_aside: Vec<_> = file["parse_errors_set_aside"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            let error = e["error"].as_str().unwrap();
            let word = error.split_whitespace().nth(1).unwrap().to_string();
            (word, e["base_line"].clone(), e["left_line"].as_u64(), e["right_line"].clone())
        })
        .collect();
    assert_eq!(
        set_aside,
        [
            ("#endif".to_string(), Value::Null, Some(10), Value::Null),
            ("#ifdef".to_string(), Value::Null, Some(8), Value::Null)
        ]
    );

    // A clean merge sets nothing aside.
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/struct-fields");
    let files = [
        &format!("{example}/base.rs"),
        &format!("{example}/left.rs"),
        &format!("{example}/right.rs"),
    ];
    let out =
        merge(dir.path(), files.map(String::as_str), &["--json-report", report.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let json = read_json(&report);
    assert_eq!(validated(&json)["parse_errors_set_aside"], Value::Array(Vec::new()));
}

#[test]
fn an_unwritable_report_is_one_warning_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    for (name, content) in [("base.rs", BASE), ("left.rs", LEFT), ("right.rs", RIGHT)] {
        write_file(dir.path(), name, content);
    }
    let files = ["base.rs", "left.rs", "right.rs"];
    let plain = merge(dir.path(), files, &[]);
    let out = merge(dir.path(), files, &["--json-report", "missing/dir/report.json"]);
    assert_eq!(out.stdout, plain.stdout);
    assert_eq!(out.status.code(), plain.status.code());
    let stderr = text(&out.stderr);
    let warnings: Vec<_> = stderr.lines().filter(|l| l.contains("JSON report")).collect();
    assert_eq!(warnings.len(), 1, "{stderr}");
    assert!(
        warnings[0].starts_with(
            "suture: warning: cannot write the JSON report to missing/dir/report.json"
        ),
        "{stderr}"
    );
}

#[test]
fn an_unreadable_input_is_reported_with_its_error() {
    let dir = tempfile::tempdir().unwrap();
    write_file(dir.path(), "base.rs", BASE);
    write_file(dir.path(), "left.rs", LEFT);
    let out = merge(dir.path(), ["base.rs", "left.rs", "gone.rs"], &["--json-report", "r.json"]);
    assert_eq!(out.status.code(), Some(2));
    let json = read_json(&dir.path().join("r.json"));
    let file = validated(&json);
    assert_eq!(json["exit_status"], 2);
    assert!(file["stage"].is_null());
    assert!(file["error"].as_str().unwrap().contains("gone.rs"), "{file}");
}

#[test]
fn solve_reports_each_file_and_a_clean_merge_reports_clean() {
    let dir = tempfile::tempdir().unwrap();
    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/struct-fields");
    let files = [
        &format!("{example}/base.rs"),
        &format!("{example}/left.rs"),
        &format!("{example}/right.rs"),
    ];
    let out = merge(
        dir.path(),
        files.map(String::as_str),
        &["-o", "merged.rs", "--json-report", "r.json"],
    );
    assert_eq!(out.status.code(), Some(0));
    let json = read_json(&dir.path().join("r.json"));
    let file = validated(&json);
    assert_eq!(
        (json["outcome"].as_str(), file["stage"].as_str()),
        (Some("clean"), Some("regions"))
    );

    // The same conflict as diff3 markers in a file, solved in place.
    let line = std::process::Command::new("git")
        .args(["merge-file", "-p", "--diff3"])
        .args(files.map(String::as_str))
        .output()
        .unwrap();
    write_file(dir.path(), "config.rs", &line.stdout);
    let out = suture()
        .current_dir(dir.path())
        .env("SUTURE_DATA_DIR", dir.path().join("data"))
        .args(["solve", "config.rs", "--json-report", "solve.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let json = read_json(&dir.path().join("solve.json"));
    let file = validated(&json);
    assert_eq!(json["command"], "solve");
    assert_eq!(file["path"], "config.rs");
    assert_eq!(file["conflicts"][0]["fate"], "solved");
    assert!(file["attempt"].is_string());
}

#[test]
fn a_crash_of_the_structured_merge_is_a_failed_stage() {
    let dir = tempfile::tempdir().unwrap();
    for (name, content) in [("base.rs", BASE), ("left.rs", LEFT), ("right.rs", RIGHT)] {
        write_file(dir.path(), name, content);
    }
    let out = suture()
        .current_dir(dir.path())
        .env("SUTURE_FAULT", "panic")
        .args(["merge", "base.rs", "left.rs", "right.rs", "--json-report", "r.json"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let json = read_json(&dir.path().join("r.json"));
    let file = validated(&json);
    assert_eq!(file["stage"], "line_merge");
    assert!(file["failure"].as_str().unwrap().contains("SUTURE_FAULT"), "{file}");
    assert_eq!(file["stages"][1]["stage"], "regions");
    assert_eq!(file["stages"][1]["status"], "failed");
    assert!(file["conflicts"].as_array().unwrap().iter().all(|c| c["fate"] == "left"));
}

#[test]
fn an_attempt_stored_without_an_account_is_rebuilt_from_its_files() {
    let dir = tempfile::tempdir().unwrap();
    for (name, content) in [("base.rs", BASE), ("left.rs", LEFT), ("right.rs", RIGHT)] {
        write_file(dir.path(), name, content);
    }
    let files = ["base.rs", "left.rs", "right.rs"];
    let out = merge(dir.path(), files, &["--json-report", "r.json", "-o", "out.rs"]);
    assert_eq!(out.status.code(), Some(1));
    let live = read_json(&dir.path().join("r.json"));
    let id = live["files"][0]["attempt"].as_str().unwrap().to_string();
    // What an older suture stored: meta.json without `account`.
    let meta_path = dir.path().join("data/attempts").join(&id).join("meta.json");
    let mut meta = read_json(&meta_path);
    assert!(meta.as_object_mut().unwrap().remove("account").is_some());
    fs::write(&meta_path, serde_json::to_vec(&meta).unwrap()).unwrap();

    let review = suture()
        .env("SUTURE_DATA_DIR", dir.path().join("data"))
        .args(["review", &id, "--json"])
        .output()
        .unwrap();
    assert!(review.status.success(), "{}", text(&review.stderr));
    let reviewed: Value = serde_json::from_slice(&review.stdout).unwrap();
    let file = validated(&reviewed);
    assert_eq!(file["conflicts"], live["files"][0]["conflicts"]);
    assert_eq!(file["stage"], "regions");
    assert_eq!(file["exit_status"], 1);
    assert_eq!(file["stages"], Value::Array(Vec::new()));
}

#[test]
fn both_insertions_kept_are_listed_with_their_rule_and_lines() {
    let dir = tempfile::tempdir().unwrap();
    let base = "# Changes\n\n- one\n- two\n\nEnd.\n";
    // Left adds a bullet and edits the last line; right adds lines above the list and a
    // bullet: the lines reported are each revision's own.
    let left = "# Changes\n\n- one\n- two\n- left's fix\n\nThe end.\n";
    let right = "Intro\n\nmore\n\n# Changes\n\n- one\n- two\n- right's feature\n\nEnd.\n";
    for (name, content) in [("base.md", base), ("left.md", left), ("right.md", right)] {
        write_file(dir.path(), name, content);
    }
    let report = dir.path().join("report.json");
    let out = merge(
        dir.path(),
        ["base.md", "left.md", "right.md"],
        &["-p", "CHANGES.md", "--json-report", report.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("- left's fix\n- right's feature\n"));
    let json = read_json(&report);
    let file = validated(&json);
    let stacked = file["stacked"].as_array().unwrap();
    assert_eq!(stacked.len(), 1, "{stacked:?}");
    let entry = &stacked[0];
    assert_eq!(entry["stage"], file["stage"]);
    assert_eq!(entry["list"], "list");
    assert_eq!(entry["rule"], "independent");
    let lines = ["left_first_line", "left_last_line", "right_first_line", "right_last_line"];
    assert_eq!(lines.map(|key| entry[key].as_u64()), [Some(5), Some(5), Some(9), Some(9)]);

    // Where the line merge is kept, nothing was stacked.
    write_file(dir.path(), "left.md", base.replace("- two", "- 2"));
    write_file(dir.path(), "right.md", base.replace("- two", "- II"));
    let out = merge(
        dir.path(),
        ["base.md", "left.md", "right.md"],
        &["-p", "CHANGES.md", "--json-report", report.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let json = read_json(&report);
    let file = validated(&json);
    assert_eq!(file["stage"], "line_merge");
    assert!(file["stacked"].as_array().unwrap().is_empty());
}
