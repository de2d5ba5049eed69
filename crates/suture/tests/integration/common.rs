//! Helpers shared by the integration tests: the built binary, and temporary git
//! repositories isolated from the machine's configuration (no system config, an empty
//! global config, a temporary HOME).

#![allow(dead_code)] // Each test module uses a different part of these helpers.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Absolute path of the `suture` binary under test.
pub fn suture_bin() -> &'static str {
    env!("CARGO_BIN_EXE_suture")
}

/// A `suture` command isolated from the caller's `suture` variable.
pub fn suture() -> Command {
    let mut cmd = Command::new(suture_bin());
    // Solved merges record attempts: keep them out of the user's data directory.
    cmd.env_remove("suture").env("SUTURE_DATA_DIR", std::env::temp_dir().join("suture-test-data"));
    cmd
}

/// The driver line of the README, with the binary's absolute path.
pub fn driver_line() -> String {
    format!("{} merge --git %O %A %B -s %S -x %X -y %Y -p %P -l %L", suture_bin())
}

/// Output of a command, as text, for assertions.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A temporary git repository with suture configured as the merge driver for every file.
pub struct Repo {
    root: tempfile::TempDir,
}

impl Repo {
    /// An empty repository on branch `main`, with the driver configured in `.git/config`
    /// and `.gitattributes` committed.
    pub fn with_driver(attributes: &str) -> Repo {
        let repo = Repo::bare_config();
        repo.git(&["config", "merge.suture.name", "suture"]);
        repo.git(&["config", "merge.suture.driver", &driver_line()]);
        repo.write(".gitattributes", attributes);
        repo.commit_all("attributes");
        repo
    }

    /// An empty repository on branch `main` with only identity configured (git's own merge).
    pub fn bare_config() -> Repo {
        let root = tempfile::tempdir().unwrap();
        fs::create_dir(root.path().join("home")).unwrap();
        fs::create_dir(root.path().join("work")).unwrap();
        fs::write(root.path().join("home/gitconfig"), "").unwrap();
        let repo = Repo { root };
        repo.git(&["init", "-q", "-b", "main"]);
        repo.git(&["config", "user.name", "Suture Test"]);
        repo.git(&["config", "user.email", "test@example.invalid"]);
        repo.git(&["config", "commit.gpgsign", "false"]);
        repo
    }

    /// The work tree.
    pub fn path(&self) -> PathBuf {
        self.root.path().join("work")
    }

    /// The temporary HOME; its `gitconfig` is the global git config.
    pub fn home(&self) -> PathBuf {
        self.root.path().join("home")
    }

    /// `suture ARGS` run in `dir` with the environment `git_cmd` gives git, so the user
    /// configuration it reads and writes is the temporary HOME's.
    pub fn suture_in(&self, dir: &Path, args: &[&str]) -> Command {
        let mut cmd = suture();
        cmd.current_dir(dir).args(args);
        self.isolate(&mut cmd);
        cmd
    }

    /// A git command in the work tree, isolated from the machine's configuration.
    pub fn git_cmd(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new("git");
        cmd.current_dir(self.path()).args(args);
        self.isolate(&mut cmd);
        cmd
    }

    /// The environment of a command run against this repository: no system config, the
    /// temporary HOME's global config, and none of the caller's git or jj variables.
    fn isolate(&self, cmd: &mut Command) {
        let home = self.home();
        cmd.env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", home.join("gitconfig"))
            .env("HOME", &home)
            .env("XDG_CONFIG_HOME", home.join(".config"))
            .env("SUTURE_DATA_DIR", home.join("suture-data"))
            .env("GIT_EDITOR", "true")
            .env("GIT_MERGE_AUTOEDIT", "no")
            .env("LC_ALL", "C")
            // Fixed dates make commit ids, which git uses as marker labels, reproducible.
            .env("GIT_AUTHOR_DATE", "2024-01-01T00:00:00Z")
            .env("GIT_COMMITTER_DATE", "2024-01-01T00:00:00Z")
            // Keeps git from finding a repository above the temporary folder.
            .env("GIT_CEILING_DIRECTORIES", self.root.path())
            .env_remove("suture");
        for var in [
            "GIT_DIR",
            "GIT_WORK_TREE",
            "GIT_INDEX_FILE",
            "GIT_CONFIG",
            "GIT_CONFIG_PARAMETERS",
            "JJ_CONFIG",
        ] {
            cmd.env_remove(var);
        }
    }

    /// Runs git, whatever its exit status.
    pub fn git_output(&self, args: &[&str]) -> Output {
        self.git_cmd(args).output().expect("git is installed")
    }

    /// Runs git and requires success; returns stdout.
    pub fn git(&self, args: &[&str]) -> String {
        let out = self.git_output(args);
        assert!(
            out.status.success(),
            "git {args:?} failed:\n{}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        text(&out.stdout)
    }

    /// Writes a file of the work tree.
    pub fn write(&self, path: &str, content: impl AsRef<[u8]>) {
        let path = self.path().join(path);
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir).unwrap();
        }
        fs::write(path, content).unwrap();
    }

    /// Reads a file of the work tree.
    pub fn read(&self, path: &str) -> Vec<u8> {
        fs::read(self.path().join(path)).unwrap()
    }

    /// Reads a file of the work tree as text.
    pub fn read_text(&self, path: &str) -> String {
        text(&self.read(path))
    }

    /// Stages everything and commits.
    pub fn commit_all(&self, message: &str) {
        self.git(&["add", "-A"]);
        self.git(&["commit", "-q", "-m", message]);
    }

    /// Builds the usual two-branch history on one file: `base` committed on `main`, then
    /// branch `side` with `right`, then `main` with `left`; `main` is checked out at the end.
    pub fn diverge(&self, path: &str, base: &[u8], left: &[u8], right: &[u8]) {
        self.write(path, base);
        self.commit_all("base");
        self.git(&["checkout", "-q", "-b", "side"]);
        self.write(path, right);
        self.commit_all("right");
        self.git(&["checkout", "-q", "main"]);
        self.write(path, left);
        self.commit_all("left");
    }

    /// `git status --porcelain` lines.
    pub fn status(&self) -> String {
        self.git(&["status", "--porcelain"])
    }
}

/// Writes `content` to `dir/name` and returns the path.
pub fn write_file(dir: &Path, name: &str, content: impl AsRef<[u8]>) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, content).unwrap();
    path
}

/// Whether the installed git substitutes `%S`, `%X` and `%Y` in driver lines (2.44+).
pub fn git_passes_labels() -> bool {
    let out = Command::new("git").arg("--version").output().expect("git is installed");
    let version = text(&out.stdout);
    let mut numbers = version
        .split_whitespace()
        .nth(2)
        .unwrap_or("0")
        .split('.')
        .map(|n| n.parse::<u32>().unwrap_or(0));
    let (major, minor) = (numbers.next().unwrap_or(0), numbers.next().unwrap_or(0));
    (major, minor) >= (2, 44)
}
