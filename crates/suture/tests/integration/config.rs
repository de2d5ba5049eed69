//! Language rules from configuration files, in temporary repositories with a temporary
//! HOME and XDG_CONFIG_HOME: the examples of `docs/configuration.md` taken from the
//! document itself, the repository's `.suture.toml` over the user's `config.toml`, one
//! warning line and the built-in merge for a broken file, and `languages --explain`.

use std::fs;
use std::path::Path;
use std::process::Output;

use crate::common::{Repo, text};

/// The ```toml blocks of `docs/configuration.md`, in order.
fn documented_examples() -> Vec<String> {
    let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/configuration.md");
    let doc = fs::read_to_string(doc).unwrap();
    let mut blocks = Vec::new();
    let mut lines = doc.lines();
    while let Some(line) = lines.next() {
        if line == "```toml" {
            let block: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
            blocks.push(block.join("\n") + "\n");
        }
    }
    blocks
}

const JSON_BASE: &str = "{\n  \"name\": \"demo\",\n  \"port\": 80\n}\n";
const JSON_LEFT: &str = "{\n  \"name\": \"demo\",\n  \"port\": 80,\n  \"debug\": true\n}\n";
const JSON_RIGHT: &str = "{\n  \"name\": \"demo\",\n  \"port\": 80,\n  \"verbose\": false\n}\n";
const JSON_MERGED: &str =
    "{\n  \"name\": \"demo\",\n  \"port\": 80,\n  \"debug\": true,\n  \"verbose\": false\n}\n";

const WATCH_BASE: &str = "name: demo\nwatch:\n  - src\n  - docs\n";
const WATCH_LEFT: &str = "name: demo\nwatch:\n  - src\n  - docs\n  - tests\n";
const WATCH_RIGHT: &str = "name: demo\nwatch:\n  - src\n  - docs\n  - assets\n";
const WATCH_MERGED: &str = "name: demo\nwatch:\n  - src\n  - docs\n  - tests\n  - assets\n";

/// A repository with suture as the driver for every file, `repository` as its committed
/// `.suture.toml` and `user` as the temporary HOME's `config.toml`; `path` diverged from
/// `base` to `left` on `main` and `right` on `side`, then `git merge side`. Returns whether
/// the merge was clean and the file after it.
fn merge_in_git(
    repository: Option<&str>,
    user: Option<&str>,
    path: &str,
    [base, left, right]: [&str; 3],
) -> (bool, String) {
    let repo = Repo::with_driver("* merge=suture\n");
    if let Some(config) = repository {
        repo.write(".suture.toml", config);
    }
    if let Some(config) = user {
        let dir = repo.home().join(".config/suture");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("config.toml"), config).unwrap();
    }
    repo.diverge(path, base.as_bytes(), left.as_bytes(), right.as_bytes());
    let out = repo.git_output(&["merge", "-q", "--no-edit", "side"]);
    (out.status.success(), repo.read_text(path))
}

/// `suture merge` of the three texts as `-p path` in a repository whose `.suture.toml` is
/// `repository` and whose user config is `user`.
fn merge_direct(
    repository: Option<&str>,
    user: Option<&str>,
    path: &str,
    [base, left, right]: [&str; 3],
) -> Output {
    let repo = Repo::bare_config();
    if let Some(config) = repository {
        repo.write(".suture.toml", config);
    }
    if let Some(config) = user {
        let dir = repo.home().join(".config/suture");
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("config.toml"), config).unwrap();
    }
    for (name, content) in [("base", base), ("left", left), ("right", right)] {
        repo.write(name, content);
    }
    repo.suture_in(&repo.path(), &["merge", "base", "left", "right", "-p", path])
        .output()
        .expect("the binary runs")
}

#[test]
fn the_documented_fixture_example_merges_fixtures_as_json_only_with_it() {
    let example = &documented_examples()[0];
    assert!(example.contains("fixture"), "the first example maps .fixture files: {example}");
    let json = [JSON_BASE, JSON_LEFT, JSON_RIGHT];
    let (clean, content) = merge_in_git(None, None, "tests/login.fixture", json);
    assert!(!clean && content.contains("<<<<<<<"), "{content}");
    let (clean, content) = merge_in_git(Some(example), None, "tests/login.fixture", json);
    assert!(clean, "{content}");
    assert_eq!(content, JSON_MERGED);
    // The same example in the user's file does the same.
    let (clean, content) = merge_in_git(None, Some(example), "tests/login.fixture", json);
    assert!(clean && content == JSON_MERGED, "{content}");
}

#[test]
fn the_documented_commutative_parent_merges_an_order_free_yaml_list() {
    let example = &documented_examples()[1];
    let watch = [WATCH_BASE, WATCH_LEFT, WATCH_RIGHT];
    let (clean, content) = merge_in_git(None, None, "tidewatch.yml", watch);
    assert!(!clean && content.contains("<<<<<<<"), "{content}");
    let (clean, content) = merge_in_git(Some(example), None, "tidewatch.yml", watch);
    assert!(clean, "{content}");
    assert_eq!(content, WATCH_MERGED);
    // The `unless` condition keeps other sequences ordered.
    let steps = watch.map(|text| text.replace("watch:", "steps:"));
    let steps = [steps[0].as_str(), &steps[1], &steps[2]];
    let (clean, content) = merge_in_git(Some(example), None, "tidewatch.yml", steps);
    assert!(!clean && content.contains("<<<<<<<"), "{content}");
}

#[test]
fn the_documented_rule_turned_off_brings_the_conflict_back() {
    let examples = documented_examples();
    let json = [JSON_BASE, JSON_LEFT, JSON_RIGHT];
    let (clean, content) = merge_in_git(None, None, "settings.json", json);
    assert!(clean && content == JSON_MERGED, "{content}");
    let (clean, content) = merge_in_git(Some(&examples[2]), None, "settings.json", json);
    assert!(!clean && content.contains("<<<<<<<"), "{content}");
    // A language turned off: line merge only.
    let off = examples[2].replace("[languages.JSON.off]\ncommutative = [\"object\"]", "");
    let off = off + "[languages.JSON]\nenabled = false\n";
    let (clean, content) = merge_in_git(Some(&off), None, "settings.json", json);
    assert!(!clean && content.contains("<<<<<<<"), "{content}");
}

#[test]
fn the_repository_config_wins_over_the_user_config() {
    let json = [JSON_BASE, JSON_LEFT, JSON_RIGHT];
    let user_off = "[languages.JSON]\nenabled = false\n";
    let (clean, _) = merge_in_git(None, Some(user_off), "settings.json", json);
    assert!(!clean, "the user turned JSON off");
    let repository_on = "[languages.json]\nenabled = true\n";
    let (clean, content) = merge_in_git(Some(repository_on), Some(user_off), "settings.json", json);
    assert!(clean && content == JSON_MERGED, "{content}");

    // Patterns: the repository's first.
    let repo = Repo::bare_config();
    repo.write(".suture.toml", "[files]\n\"*.fixture\" = \"JSON\"\n");
    let dir = repo.home().join(".config/suture");
    fs::create_dir_all(&dir).unwrap();
    fs::write(dir.join("config.toml"), "[files]\n\"*.fixture\" = \"YAML\"\n").unwrap();
    let out = repo.suture_in(&repo.path(), &["languages", "--explain", "a.fixture"]).output();
    let stdout = text(&out.unwrap().stdout);
    assert!(stdout.contains("language: JSON (by file pattern `*.fixture`; repository config"));
}

#[test]
fn a_broken_config_gives_one_warning_line_and_the_built_in_merge() {
    let json = [JSON_BASE, JSON_LEFT, JSON_RIGHT];
    let built_in = merge_direct(None, None, "a.fixture", json);
    assert_eq!(built_in.status.code(), Some(1), "no language for .fixture: line merge");
    assert_eq!(text(&built_in.stderr), "");
    let fixture = "[files]\n\"*.fixture\" = \"JSON\"\n";
    let cases = [
        (format!("{fixture}[languages.JSON\n"), "line 3: "),
        (
            format!(
                "{fixture}[[languages.yaml.commutative]]\nkind = \"block_sequense\"\nseparator = \"\\n\"\n"
            ),
            "unknown node kind `block_sequense` in the YAML grammar \
             (languages.yaml.commutative[0].kind); did you mean `block_sequence`",
        ),
        (
            "[files]\n\"*.fixture\" = \"JSONN\"\n".to_owned(),
            "unknown language `JSONN`; did you mean `JSON`",
        ),
        (
            format!("{fixture}[languages.JSON.off]\natomic = [\"object\"]\n"),
            "JSON has no atomic rule for `object`",
        ),
    ];
    for (config, problem) in &cases {
        for (repository, user) in [(Some(config.as_str()), None), (None, Some(config.as_str()))] {
            let out = merge_direct(repository, user, "a.fixture", json);
            let stderr = text(&out.stderr);
            assert_eq!(stderr.lines().count(), 1, "{stderr}");
            assert!(
                stderr.starts_with(
                    "suture: configuration ignored, merging with the built-in languages: "
                ),
                "{stderr}"
            );
            let file =
                if repository.is_some() { "/work/.suture.toml: " } else { "/suture/config.toml: " };
            assert!(stderr.contains(&format!("{file}{problem}")), "{stderr}");
            assert_eq!(out.status.code(), built_in.status.code());
            assert_eq!(out.stdout, built_in.stdout, "{stderr}");
        }
    }
}

#[test]
fn languages_explain_shows_the_language_the_rules_and_their_sources() {
    let examples = documented_examples();
    let repo = Repo::bare_config();
    repo.write(".suture.toml", format!("{}{}", examples[0], examples[1]));
    let dir = repo.home().join(".config/suture");
    fs::create_dir_all(&dir).unwrap();
    fs::write(
        dir.join("config.toml"),
        "[languages.YAML.off]\natomic = [\"single_quote_scalar\"]\n",
    )
    .unwrap();
    let explain = |path: &str| {
        let out = repo.suture_in(&repo.path(), &["languages", "--explain", path]).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    let repository = format!(
        "repository config {}",
        repo.path().canonicalize().unwrap().join(".suture.toml").display()
    );
    let user = format!("user config {}", dir.join("config.toml").display());

    let json = explain("tests/login.fixture");
    assert!(json.starts_with("path: tests/login.fixture\n"), "{json}");
    assert!(
        json.contains(&format!("configuration: {user}\nconfiguration: {repository}\n")),
        "{json}"
    );
    assert!(
        json.contains(&format!("language: JSON (by file pattern `*.fixture`; {repository})\n")),
        "{json}"
    );
    assert!(json.contains("  signature `pair` by key — built-in\n"), "{json}");

    let yaml = explain("tidewatch.yml");
    assert!(yaml.contains("language: YAML (by extension or file name; built-in)\n"), "{yaml}");
    assert!(
        yaml.contains(&format!("  signature `block_sequence_item` by text — {repository}\n")),
        "{yaml}"
    );
    let parent = yaml.lines().find(|l| l.contains("commutative parent `block_sequence`")).unwrap();
    assert!(parent.ends_with(&repository) && parent.contains("\"watch\""), "{parent}");
    assert!(yaml.contains("  commutative parent `block_mapping` (elements `block_mapping_pair`; separator \"\\n\") — built-in\n"), "{yaml}");
    assert!(
        yaml.contains(&format!("  atomic `single_quote_scalar` turned off by {user}\n")),
        "{yaml}"
    );

    let none = explain("notes.unknown");
    assert!(none.ends_with("language: none (merged line by line, as git does)\n"), "{none}");
}

#[test]
fn the_user_config_is_found_through_xdg_config_home_else_home() {
    let repo = Repo::bare_config();
    let explain = |xdg: Option<&Path>| {
        let mut cmd = repo.suture_in(&repo.path(), &["languages", "--explain", "a.fixture"]);
        match xdg {
            Some(dir) => cmd.env("XDG_CONFIG_HOME", dir),
            None => cmd.env_remove("XDG_CONFIG_HOME"),
        };
        text(&cmd.output().unwrap().stdout)
    };
    let elsewhere = repo.home().join("elsewhere");
    fs::create_dir_all(elsewhere.join("suture")).unwrap();
    fs::write(elsewhere.join("suture/config.toml"), "[files]\n\"*.fixture\" = \"JSON\"\n").unwrap();
    assert!(explain(Some(&elsewhere)).contains("language: JSON (by file pattern"));
    assert!(explain(None).contains("language: none"), "HOME/.config has no config yet");
    let home_config = repo.home().join(".config/suture");
    fs::create_dir_all(&home_config).unwrap();
    fs::write(home_config.join("config.toml"), "[files]\n\"*.fixture\" = \"YAML\"\n").unwrap();
    assert!(explain(None).contains("language: YAML (by file pattern"));
    // A relative XDG_CONFIG_HOME is ignored, as the XDG specification says.
    assert!(explain(Some(Path::new("relative"))).contains("language: YAML (by file pattern"));
}

const HEADER_BASE: &str = "#ifndef IO_H\n#define IO_H\n\nint io_open(const char *path);\nint io_close(int fd);\n\n#endif\n";
const HEADER_LEFT: &str = "#ifndef IO_H\n#define IO_H\n\nint io_open(const char *path);\nint io_close(int fd);\nint io_read(int fd, char *buf, int n);\n\n#endif\n";
const HEADER_RIGHT: &str = "#ifndef IO_H\n#define IO_H\n\nint io_open(const char *path);\nint io_close(int fd);\nint io_sync(int fd);\n\n#endif\n";

#[test]
fn the_documented_stacking_switches_bring_the_conflict_back() {
    let example = &documented_examples()[4];
    assert!(
        example.contains("stacking = false"),
        "the fifth example turns stacking off: {example}"
    );
    let header = [HEADER_BASE, HEADER_LEFT, HEADER_RIGHT];
    let (clean, content) = merge_in_git(None, None, "src/io.h", header);
    assert!(clean, "{content}");
    assert!(
        content.contains("int io_read(int fd, char *buf, int n);\nint io_sync(int fd);\n"),
        "both prototypes, left's first: {content}"
    );
    let (clean, content) = merge_in_git(Some(example), None, "src/io.h", header);
    assert!(!clean && content.contains("<<<<<<<"), "{content}");
    // The same list turned off by kind.
    let by_kind = "[languages.C.off]\nordered = [\"preproc_ifdef\"]\n";
    let (clean, content) = merge_in_git(Some(by_kind), None, "src/io.h", header);
    assert!(!clean && content.contains("<<<<<<<"), "{content}");
    // A list the language does not declare is a one-line error, and the merge goes on.
    let unknown = "[languages.C.off]\nordered = [\"no_such_list\"]\n";
    let out = merge_direct(Some(unknown), None, "src/io.h", header);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("no_such_list") && stderr.contains("preproc_ifdef"), "{stderr}");
}

const CHANGES_BASE: &str = "# Changes\n\n- one\n- two\n\nEnd.\n";
const CHANGES_LEFT: &str = "# Changes\n\n- one\n- two\n- left's fix\n\nEnd.\n";
const CHANGES_RIGHT: &str = "# Changes\n\n- one\n- two\n- right's feature\n\nEnd.\n";
const CHANGES_MERGED: &str = "# Changes\n\n- one\n- two\n- left's fix\n- right's feature\n\nEnd.\n";

#[test]
fn the_documented_path_pattern_turns_stacking_off_for_its_files_only() {
    let example = &documented_examples()[5];
    assert!(example.contains("[paths.\"CHANGELOG.md\"]"), "the sixth example: {example}");
    let changes = [CHANGES_BASE, CHANGES_LEFT, CHANGES_RIGHT];
    let (clean, content) = merge_in_git(None, None, "CHANGELOG.md", changes);
    assert!(clean && content == CHANGES_MERGED, "without it both bullets are kept: {content}");
    let (clean, content) = merge_in_git(Some(example), None, "CHANGELOG.md", changes);
    assert!(!clean && content.contains("<<<<<<<"), "{content}");
    assert!(content.contains("- left's fix") && content.contains("- right's feature"));
    // A pattern without `/` matches the file name in any folder.
    let (clean, content) = merge_in_git(Some(example), None, "docs/CHANGELOG.md", changes);
    assert!(!clean && content.contains("<<<<<<<"), "{content}");
    // Another Markdown file still stacks.
    let (clean, content) = merge_in_git(Some(example), None, "NOTES.md", changes);
    assert!(clean && content == CHANGES_MERGED, "{content}");
}

#[test]
fn a_path_pattern_keeps_stacking_on_where_the_language_turned_it_off() {
    let changes = [CHANGES_BASE, CHANGES_LEFT, CHANGES_RIGHT];
    let config =
        "[languages.Markdown]\nstacking = false\n\n[paths.\"notes/**\"]\nstacking = true\n";
    let out = merge_direct(Some(config), None, "notes/week.md", changes);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), CHANGES_MERGED);
    let out = merge_direct(Some(config), None, "README.md", changes);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    // A bad pattern is the one warning line of a broken file.
    let out =
        merge_direct(Some("[paths.\"*.{md\"]\nstacking = false\n"), None, "NOTES.md", changes);
    let stderr = text(&out.stderr);
    assert!(stderr.contains("configuration ignored") && stderr.contains("*.{md"), "{stderr}");
    assert_eq!(text(&out.stdout), CHANGES_MERGED, "the built-in merge goes on");
}
