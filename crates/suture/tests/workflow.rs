//! Integration tests of the conflict workflow: `solve`, `review`, `report`, `languages`,
//! gitattributes and the Jujutsu invocation, driving the built binary inside real
//! temporary git repositories isolated from the machine's configuration.

#[path = "integration/common.rs"]
mod common;
#[path = "workflow/solve.rs"]
mod solve;
#[path = "workflow/store.rs"]
mod store;
#[path = "workflow/tools.rs"]
mod tools;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{Repo, text};

/// The isolated home of a test repository (see `common::Repo`).
fn home(repo: &Repo) -> PathBuf {
    repo.path().parent().unwrap().join("home")
}

/// The attempts store of a test repository's run.
fn data_dir(repo: &Repo) -> PathBuf {
    repo.path().parent().unwrap().join("data")
}

/// `suture` run in `dir` with the repository's isolated git environment and its own data
/// directory; colour off.
fn suture_at(repo: &Repo, dir: &Path, args: &[&str]) -> Output {
    let home = home(repo);
    let mut cmd: Command = common::suture();
    cmd.current_dir(dir)
        .args(args)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env("GIT_CONFIG_GLOBAL", home.join("gitconfig"))
        .env("HOME", &home)
        .env("XDG_CONFIG_HOME", home.join(".config"))
        .env("SUTURE_DATA_DIR", data_dir(repo))
        .env("NO_COLOR", "1")
        .env("LC_ALL", "C");
    for var in ["GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_CONFIG_PARAMETERS"] {
        cmd.env_remove(var);
    }
    cmd.output().expect("suture runs")
}

/// `suture` run in the repository's work tree.
fn suture_in(repo: &Repo, args: &[&str]) -> Output {
    suture_at(repo, &repo.path(), args)
}

/// The exit code.
fn code(out: &Output) -> i32 {
    out.status.code().expect("exited normally")
}

/// stderr, which must be made of whole one-line messages each starting with `suture:`.
fn messages(out: &Output) -> String {
    let stderr = text(&out.stderr);
    for line in stderr.lines() {
        assert!(line.starts_with("suture: "), "not a suture message: {line:?}");
    }
    stderr
}

/// A repository whose `main` and `side` branches conflict on `path`, with
/// `merge.conflictStyle` set to `style` and the merge of `side` into `main` stopped.
fn stopped_merge(style: &str, path: &str, base: &str, left: &str, right: &str) -> Repo {
    let repo = Repo::bare_config();
    repo.git(&["config", "merge.conflictStyle", style]);
    repo.diverge(path, base.as_bytes(), left.as_bytes(), right.as_bytes());
    let out = repo.git_output(&["merge", "-q", "side"]);
    assert!(!out.status.success(), "the merge must stop on conflicts");
    repo
}

/// `git merge-file -p --diff3` of the index stages of `path`: what suture's line merge of
/// the true revisions must print.
fn merge_file_of_stages(repo: &Repo, path: &str, labels: [&str; 3], extra: &[&str]) -> String {
    let dir = repo.path().parent().unwrap().join("stages");
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for stage in ["2", "1", "3"] {
        let content = repo.git(&["show", &format!(":{stage}:{path}")]);
        files.push(common::write_file(&dir, stage, content));
    }
    let mut args = vec!["merge-file", "-p", "--diff3"];
    args.extend_from_slice(extra);
    for label in labels {
        args.extend(["-L", label]);
    }
    let files: Vec<String> = files.iter().map(|f| f.display().to_string()).collect();
    args.extend(files.iter().map(String::as_str));
    text(&repo.git_output(&args).stdout)
}
