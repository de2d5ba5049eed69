//! A real Jujutsu run: `jj resolve --tool suture` with the README's `[merge-tools.suture]`
//! table taken verbatim, in a repository with one conflict suture solves and one it cannot.
//! Runs when `SUTURE_JJ` names a jj binary or `jj` is on the PATH; otherwise it says on
//! stderr that it was skipped and passes. `scripts/jj-check.sh` installs jj and runs it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::{suture_bin, text};

/// The jj binary to drive, if there is one.
fn jj_binary() -> Option<PathBuf> {
    if let Some(named) = std::env::var_os("SUTURE_JJ").filter(|v| !v.is_empty()) {
        return Some(PathBuf::from(named));
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join("jj")).find(|jj| jj.is_file())
}

/// The TOML block of the README's "Use with Jujutsu" section.
fn readme_snippet() -> String {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md"))
        .expect("README.md");
    let section = readme.split("## Use with Jujutsu").nth(1).expect("the README's jj section");
    let block = section.split("```toml\n").nth(1).expect("a toml block in the jj section");
    block.split("```").next().unwrap().to_string()
}

struct Jj {
    jj: PathBuf,
    root: tempfile::TempDir,
}

impl Jj {
    fn repo(&self) -> PathBuf {
        self.root.path().join("repo")
    }

    /// jj with a temporary HOME and config, and suture's folder first on the PATH so the
    /// README's `program = "suture"` finds the binary under test.
    fn command(&self, dir: &Path, args: &[&str]) -> Command {
        let home = self.root.path().join("home");
        let suture_dir = Path::new(suture_bin()).parent().unwrap().to_path_buf();
        let path = std::env::var_os("PATH").unwrap_or_default();
        let path =
            std::env::join_paths(std::iter::once(suture_dir).chain(std::env::split_paths(&path)))
                .unwrap();
        let mut cmd = Command::new(&self.jj);
        cmd.current_dir(dir)
            .args(args)
            .env("HOME", &home)
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("JJ_CONFIG", home.join("jj.toml"))
            .env("JJ_USER", "Suture Test")
            .env("JJ_EMAIL", "test@example.invalid")
            .env("PATH", path)
            .env("SUTURE_DATA_DIR", home.join("suture-data"))
            .env_remove("suture")
            .env_remove("JJ_EDITOR")
            .env_remove("GIT_DIR");
        cmd
    }

    fn output(&self, args: &[&str]) -> Output {
        self.command(&self.repo(), args).output().expect("jj runs")
    }

    fn run(&self, args: &[&str]) -> String {
        let out = self.output(args);
        assert!(
            out.status.success(),
            "jj {args:?} failed:\n{}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        text(&out.stdout)
    }

    fn write(&self, name: &str, content: impl AsRef<[u8]>) {
        std::fs::write(self.repo().join(name), content).unwrap();
    }

    fn read(&self, name: &str) -> String {
        text(&std::fs::read(self.repo().join(name)).unwrap())
    }

    /// The change id of the working-copy commit.
    fn change_id(&self) -> String {
        self.run(&["log", "-r", "@", "--no-graph", "-T", "change_id"])
    }
}

#[test]
fn jj_resolve_runs_suture_with_the_readme_table() {
    let Some(jj) = jj_binary() else {
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED jj::jj_resolve_runs_suture_with_the_readme_table: no `jj` on the PATH and \
             SUTURE_JJ unset; run scripts/jj-check.sh to install jj and run it"
        );
        return;
    };
    let jj = Jj { jj, root: tempfile::tempdir().unwrap() };
    let home = jj.root.path().join("home");
    std::fs::create_dir_all(&home).unwrap();
    std::fs::write(home.join("jj.toml"), readme_snippet()).unwrap();
    let version = jj.command(jj.root.path(), &["--version"]).output().unwrap();
    let _ = writeln!(std::io::stderr(), "jj test: driving {}", text(&version.stdout).trim());
    let init = jj.command(jj.root.path(), &["git", "init", "repo"]).output().unwrap();
    assert!(init.status.success(), "{}", text(&init.stderr));

    let example = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/struct-fields");
    let example = |name: &str| std::fs::read(format!("{example}/{name}")).unwrap();
    // cfg.rs: both sides add a field at the same place (suture solves it); notes.txt: both
    // sides change the same line (nobody can).
    jj.write("cfg.rs", example("base.rs"));
    jj.write("notes.txt", "a\nb\nc\n");
    jj.run(&["describe", "-m", "base"]);
    let base = jj.change_id();
    jj.run(&["new", "-m", "left"]);
    jj.write("cfg.rs", example("left.rs"));
    jj.write("notes.txt", "a\nleft\nc\n");
    let left = jj.change_id();
    jj.run(&["new", "-m", "right", &base]);
    jj.write("cfg.rs", example("right.rs"));
    jj.write("notes.txt", "a\nright\nc\n");
    let right = jj.change_id();
    jj.run(&["new", "-m", "merge", &left, &right]);
    let listed = jj.run(&["resolve", "--list"]);
    assert!(listed.contains("cfg.rs") && listed.contains("notes.txt"), "{listed}");

    // The conflict suture solves: the file is resolved, with both fields.
    let out = jj.output(&["resolve", "--tool", "suture", "cfg.rs"]);
    assert!(out.status.success(), "{}{}", text(&out.stdout), text(&out.stderr));
    assert!(
        text(&out.stderr).contains("suture: solved 1 conflict in cfg.rs"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(jj.read("cfg.rs").as_bytes(), example("expected.rs"));
    let listed = jj.run(&["resolve", "--list"]);
    assert!(!listed.contains("cfg.rs") && listed.contains("notes.txt"), "{listed}");

    // The one it cannot: suture exits 1 with markers, which `merge-conflict-exit-codes`
    // lets jj take as a partial resolution; the file stays conflicted with both sides.
    let out = jj.output(&["resolve", "--tool", "suture", "notes.txt"]);
    let stderr = text(&out.stderr);
    assert!(!stderr.contains("suture: solved"), "{stderr}");
    let listed = jj.output(&["resolve", "--list"]);
    assert!(text(&listed.stdout).contains("notes.txt"), "{}{stderr}", text(&listed.stdout));
    let notes = jj.read("notes.txt");
    assert!(
        notes.contains("<<<<<<<") && notes.contains("left") && notes.contains("right"),
        "{notes}"
    );
    assert!(!jj.read("cfg.rs").contains("<<<<<<<"));
    let _ = writeln!(
        std::io::stderr(),
        "jj test: cfg.rs resolved by suture; notes.txt left conflicted (jj resolve exit {:?})",
        out.status.code()
    );
}
