//! `suture setup` in real temporary repositories with a temporary HOME: what it writes,
//! that git then merges through suture, idempotence, `--undo` byte for byte, `--dry-run`,
//! `--global`, refusals, `--jj`; and the generated completions and man page.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::common::{Repo, driver_line, suture, suture_bin, text};

/// The driver line setup writes when `suture` on the PATH is the binary under test.
const DRIVER: &str = "suture merge --git %O %A %B -s %S -x %X -y %Y -p %P -l %L";

/// Runs a command and returns its output.
fn run(mut cmd: Command) -> Output {
    cmd.output().expect("the binary runs")
}

/// `suture ARGS` in `dir`, with a PATH on which no `suture` is found (whatever is
/// installed on this machine), as for a user who runs it from its build folder.
fn suture_off_path(repo: &Repo, dir: &Path, args: &[&str]) -> Command {
    let mut cmd = repo.suture_in(dir, args);
    cmd.env("PATH", path_without_suture());
    cmd
}

/// `suture ARGS` in `dir` (no `suture` on the PATH); requires exit 0, returns stdout.
fn setup_ok(repo: &Repo, dir: &Path, args: &[&str]) -> String {
    let out = run(suture_off_path(repo, dir, args));
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}{}", text(&out.stdout), text(&out.stderr));
    text(&out.stdout)
}

/// The repository's `.git/config` and `.git/info/attributes` (None when missing).
fn repo_files(repo: &Repo) -> (Vec<u8>, Option<Vec<u8>>) {
    let git_dir = repo.path().join(".git");
    (fs::read(git_dir.join("config")).unwrap(), fs::read(git_dir.join("info/attributes")).ok())
}

/// The folder of the binary under test, first in PATH, so git finds the `suture` of the
/// driver line setup writes.
fn path_with_suture() -> std::ffi::OsString {
    let dir = PathBuf::from(suture_bin()).parent().unwrap().to_path_buf();
    let mut paths = vec![dir];
    paths.extend(std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()));
    std::env::join_paths(paths).unwrap()
}

/// The PATH without the folders that hold a `suture`.
fn path_without_suture() -> std::ffi::OsString {
    let paths = std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
        .filter(|dir| !dir.join("suture").exists())
        .collect::<Vec<_>>();
    std::env::join_paths(paths).unwrap()
}

fn example(name: &str) -> Vec<u8> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/struct-fields");
    fs::read(dir.join(name)).unwrap()
}

/// A one-line error on stderr, as the binary prints them.
fn one_line_error(out: &Output) -> String {
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    let stderr = text(&out.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr:?}");
    assert!(stderr.starts_with("suture: "), "{stderr:?}");
    stderr
}

#[test]
fn setup_makes_git_merge_through_suture() {
    let repo = Repo::bare_config();
    // `suture` on the PATH is this binary: the driver names it so.
    let mut setup = repo.suture_in(&repo.path(), &["setup"]);
    let out = setup.env("PATH", path_with_suture()).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("suture is set up for this repository"), "{stdout}");
    assert!(stdout.contains("`suture` on the PATH is this binary"), "{stdout}");
    assert!(text(&out.stderr).contains("hint: merge.conflictStyle is unset"), "{out:?}");
    assert_eq!(repo.git(&["config", "--local", "merge.suture.driver"]), format!("{DRIVER}\n"));
    assert!(!repo.git(&["config", "--local", "merge.suture.name"]).trim().is_empty());
    let attributes = repo.read_text(".git/info/attributes");
    assert_eq!(attributes, "# added by suture setup (file created)\n* merge=suture\n");
    assert_eq!(repo.status(), "", "nothing to commit");

    // Both branches add a field at the end of a struct: a conflict for git's line merge.
    repo.diverge("config.rs", &example("base.rs"), &example("left.rs"), &example("right.rs"));
    let merge =
        repo.git_cmd(&["merge", "--no-edit", "side"]).env("PATH", path_with_suture()).output();
    let merge = merge.unwrap();
    assert_eq!(merge.status.code(), Some(0), "{}{}", text(&merge.stdout), text(&merge.stderr));
    assert_eq!(repo.read("config.rs"), example("expected.rs"));
    assert_eq!(repo.status(), "");
}

#[test]
fn off_the_path_the_driver_names_the_binary_and_git_still_runs_it() {
    let repo = Repo::bare_config();
    let out = setup_ok(&repo, &repo.path(), &["setup"]);
    assert!(out.contains("`suture` is not on the PATH"), "{out}");
    assert_eq!(repo.git(&["config", "merge.suture.driver"]), format!("{}\n", driver_line()));
    let doctor = run(suture_off_path(&repo, &repo.path(), &["doctor"]));
    assert_eq!(doctor.status.code(), Some(0), "{}", text(&doctor.stdout));
    assert!(text(&doctor.stdout).contains(&format!("git runs {}", suture_bin())));

    // git runs with a PATH that has no suture at all (a GUI client, a cron job).
    repo.diverge("config.rs", &example("base.rs"), &example("left.rs"), &example("right.rs"));
    let mut merge = repo.git_cmd(&["merge", "--no-edit", "side"]);
    let merge = merge.env("PATH", path_without_suture()).output().unwrap();
    assert_eq!(merge.status.code(), Some(0), "{}{}", text(&merge.stdout), text(&merge.stderr));
    assert_eq!(repo.read("config.rs"), example("expected.rs"));
    // The attempt kept says which repository it is from.
    let listing = setup_ok(&repo, &repo.path(), &["review", "--list"]);
    let work_tree = fs::canonicalize(repo.path()).unwrap();
    assert!(listing.starts_with("ATTEMPT "), "{listing}");
    assert!(listing.contains(&format!("  {}  config.rs  ", work_tree.display())), "{listing}");
}

#[test]
fn a_driver_git_cannot_find_is_reported_and_replaced_on_request() {
    let repo = Repo::bare_config();
    // An older setup's line: the bare name, which this PATH does not have.
    repo.git(&["config", "merge.suture.driver", DRIVER]);
    repo.write(".git/info/attributes", "* merge=suture\n");
    let doctor = run(suture_off_path(&repo, &repo.path(), &["doctor"]));
    let report = text(&doctor.stdout);
    assert_eq!(doctor.status.code(), Some(1), "{report}");
    assert!(report.contains("PROBLEM  git cannot find `suture` on the PATH"), "{report}");
    assert!(report.contains("suture setup --replace --absolute-path"), "{report}");
    assert!(report.contains("ok       attributes"), "{report}");

    let out = setup_ok(&repo, &repo.path(), &["setup"]);
    assert!(out.contains("warning: merge.suture.driver is already"), "{out}");
    assert!(out.contains("git cannot find `suture`") && out.contains("--replace"), "{out}");
    assert_eq!(repo.git(&["config", "merge.suture.driver"]), format!("{DRIVER}\n"));
    let out = setup_ok(&repo, &repo.path(), &["setup", "--replace"]);
    assert!(out.contains("replacing merge.suture.driver"), "{out}");
    assert_eq!(repo.git(&["config", "merge.suture.driver"]), format!("{}\n", driver_line()));
    let doctor = run(suture_off_path(&repo, &repo.path(), &["doctor"]));
    assert_eq!(doctor.status.code(), Some(0), "{}", text(&doctor.stdout));
}

#[test]
fn absolute_path_names_the_binary_even_when_the_path_has_it() {
    let repo = Repo::bare_config();
    let mut setup = repo.suture_in(&repo.path(), &["setup", "--absolute-path"]);
    let out = setup.env("PATH", path_with_suture()).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("--absolute-path: the driver names this binary"));
    assert_eq!(repo.git(&["config", "merge.suture.driver"]), format!("{}\n", driver_line()));
    // A doctor's note for a bare name points at it.
    repo.git(&["config", "merge.suture.driver", DRIVER]);
    let mut doctor = repo.suture_in(&repo.path(), &["doctor"]);
    let report = text(&doctor.env("PATH", path_with_suture()).output().unwrap().stdout);
    assert!(report.contains("note     `suture` is looked up on the PATH"), "{report}");
    assert!(report.contains("--replace --absolute-path"), "{report}");
}

#[test]
fn doctor_names_what_is_missing() {
    let repo = Repo::bare_config();
    repo.git(&["config", "merge.conflictStyle", "zdiff3"]);
    let doctor = run(suture_off_path(&repo, &repo.path(), &["doctor"]));
    let report = text(&doctor.stdout);
    assert_eq!(doctor.status.code(), Some(1), "{report}");
    assert!(report.contains("no merge.suture.driver"), "{report}");
    assert!(report.contains("no merge=suture"), "{report}");
    assert!(report.contains("merge.conflictStyle = zdiff3"), "{report}");
    assert!(report.contains("2 problems"), "{report}");
}

#[test]
fn setup_from_a_subfolder_prints_clean_paths() {
    let repo = Repo::bare_config();
    repo.write("src/deeper/a.txt", "a\n");
    let out = setup_ok(&repo, &repo.path().join("src/deeper"), &["setup"]);
    assert!(out.contains(".git/config:") && out.contains(".git/info/attributes:"), "{out}");
    assert!(!out.contains("..") && !out.contains("/./"), "{out}");
}

#[test]
fn the_same_merge_conflicts_without_setup() {
    // The control for the test above: the merge is suture's doing, not git's.
    let repo = Repo::bare_config();
    repo.diverge("config.rs", &example("base.rs"), &example("left.rs"), &example("right.rs"));
    let merge = repo.git_output(&["merge", "--no-edit", "side"]);
    assert_eq!(merge.status.code(), Some(1));
}

#[test]
fn setup_twice_changes_nothing() {
    let repo = Repo::bare_config();
    setup_ok(&repo, &repo.path(), &["setup", "--only-supported"]);
    let before = repo_files(&repo);
    let second = setup_ok(&repo, &repo.path(), &["setup", "--only-supported"]);
    assert!(second.contains("already set up"), "{second}");
    assert_eq!(repo_files(&repo), before, "files byte-identical");
    let attributes = text(before.1.as_deref().unwrap());
    assert!(attributes.lines().any(|l| l == "*.rs merge=suture"), "{attributes}");
    assert!(!attributes.lines().any(|l| l == "* merge=suture"), "{attributes}");
}

#[test]
fn undo_restores_the_files_byte_for_byte() {
    let repo = Repo::bare_config();
    repo.git(&["config", "merge.conflictStyle", "zdiff3"]);
    // Unrelated lines, a CRLF one, and a last line without newline.
    let mine = "*.png binary\r\n# my own comment\n\n*.lock -diff";
    repo.write(".git/info/attributes", mine);
    let before = repo_files(&repo);
    for args in [&["setup"][..], &["setup", "--only-supported"], &["setup"]] {
        let out = run(repo.suture_in(&repo.path(), args));
        assert_eq!(out.status.code(), Some(0));
        assert!(text(&out.stderr).is_empty(), "conflictStyle set: no hint: {out:?}");
    }
    let set_up = repo.read_text(".git/info/attributes");
    assert!(set_up.starts_with(mine), "{set_up:?}");
    assert_eq!(set_up.matches("* merge=suture").count(), 1, "{set_up:?}");

    let undone = setup_ok(&repo, &repo.path(), &["setup", "--undo"]);
    assert!(undone.contains("- * merge=suture"), "{undone}");
    assert_eq!(repo_files(&repo), before);
    let again = setup_ok(&repo, &repo.path(), &["setup", "--undo"]);
    assert!(again.contains("nothing to undo"), "{again}");
    assert_eq!(repo_files(&repo), before);
}

#[test]
fn undo_keeps_a_driver_the_user_set_differently() {
    let repo = Repo::bare_config();
    repo.git(&["config", "merge.suture.driver", "/opt/suture merge --git %O %A %B"]);
    let out = setup_ok(&repo, &repo.path(), &["setup"]);
    assert!(out.contains("warning: merge.suture.driver is already"), "{out}");
    assert!(out.contains("git cannot find `/opt/suture`"), "{out}");
    setup_ok(&repo, &repo.path(), &["setup", "--undo"]);
    let driver = repo.git(&["config", "merge.suture.driver"]);
    assert_eq!(driver, "/opt/suture merge --git %O %A %B\n");
}

#[test]
fn dry_run_writes_nothing() {
    let repo = Repo::bare_config();
    let before = repo_files(&repo);
    assert_eq!(before.1, None);
    let out = setup_ok(&repo, &repo.path(), &["setup", "--dry-run"]);
    assert!(out.contains("dry run"), "{out}");
    assert!(out.contains(&format!("+ merge.suture.driver = {}", driver_line())), "{out}");
    assert!(out.contains("+ * merge=suture"), "{out}");
    assert_eq!(repo_files(&repo), before);

    setup_ok(&repo, &repo.path(), &["setup"]);
    let set_up = repo_files(&repo);
    let out = setup_ok(&repo, &repo.path(), &["setup", "--undo", "--dry-run"]);
    assert!(out.contains("- * merge=suture"), "{out}");
    assert_eq!(repo_files(&repo), set_up);
}

#[test]
fn global_writes_to_the_users_files_only() {
    let repo = Repo::bare_config();
    let home = repo.home();
    let global_config = fs::read(home.join("gitconfig")).unwrap();
    let repo_before = repo_files(&repo);
    // From a folder outside any repository.
    let out = setup_ok(&repo, &home, &["setup", "--global"]);
    assert!(out.contains("every repository"), "{out}");
    let attributes = home.join(".config/git/attributes");
    assert_eq!(
        fs::read_to_string(&attributes).unwrap(),
        "# added by suture setup (file created)\n* merge=suture\n"
    );
    let driver = repo.git(&["config", "--global", "merge.suture.driver"]);
    assert_eq!(driver, format!("{}\n", driver_line()));
    assert_eq!(repo_files(&repo), repo_before, "the repository is left alone");
    assert_eq!(repo.git(&["check-attr", "merge", "x.rs"]), "x.rs: merge: suture\n");

    setup_ok(&repo, &home, &["setup", "--global", "--undo"]);
    assert_eq!(fs::read(home.join("gitconfig")).unwrap(), global_config);
    assert!(!attributes.exists(), "setup created it: undo removes it");
}

#[test]
fn global_honours_core_attributes_file() {
    let repo = Repo::bare_config();
    let custom = repo.home().join("my/attrs");
    repo.git(&["config", "--global", "core.attributesFile", "~/my/attrs"]);
    setup_ok(&repo, &repo.path(), &["setup", "--global"]);
    let written = fs::read_to_string(&custom).unwrap();
    assert_eq!(written, "# added by suture setup (file created)\n* merge=suture\n");
    assert!(!repo.home().join(".config/git/attributes").exists());
}

#[test]
fn a_linked_work_tree_uses_the_repositorys_attributes() {
    let repo = Repo::bare_config();
    repo.write("a.txt", "a\n");
    repo.commit_all("a");
    repo.git(&["worktree", "add", "-q", "../linked"]);
    let linked = repo.path().join("../linked");
    setup_ok(&repo, &linked, &["setup"]);
    let attributes = repo.read_text(".git/info/attributes");
    assert_eq!(attributes, "# added by suture setup (file created)\n* merge=suture\n");
}

#[test]
fn a_read_only_attributes_file_is_refused() {
    let repo = Repo::bare_config();
    repo.write(".git/info/attributes", "*.png binary\n");
    let path = repo.path().join(".git/info/attributes");
    let mut permissions = fs::metadata(&path).unwrap().permissions();
    permissions.set_readonly(true);
    fs::set_permissions(&path, permissions).unwrap();
    let before = repo_files(&repo);
    let out = run(suture_off_path(&repo, &repo.path(), &["setup"]));
    let error = one_line_error(&out);
    assert!(error.contains("read-only") && error.contains("attributes"), "{error}");
    assert_eq!(repo_files(&repo), before, "nothing written, the config neither");
}

#[test]
fn outside_a_repository_is_refused() {
    let repo = Repo::bare_config();
    let out = run(repo.suture_in(&repo.home(), &["setup"]));
    let error = one_line_error(&out);
    assert!(error.contains("not in a git repository") && error.contains("--global"), "{error}");
}

#[test]
fn jj_table_is_the_readmes() {
    let readme = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"));
    let table = text(&run(suture_cmd(&["setup", "--jj"])).stdout);
    assert!(table.starts_with("[merge-tools.suture]\n"), "{table}");
    assert!(readme.unwrap().contains(&table), "README and `suture setup --jj` differ:\n{table}");
}

fn suture_cmd(args: &[&str]) -> Command {
    let mut cmd = suture();
    cmd.args(args);
    cmd
}

#[test]
fn jj_write_twice_writes_the_table_once() {
    let repo = Repo::bare_config();
    let config = repo.home().join(".config/jj/config.toml");
    fs::create_dir_all(config.parent().unwrap()).unwrap();
    fs::write(&config, "[ui]\nmerge-editor = \"meld\"\n").unwrap();
    let dry = setup_ok(&repo, &repo.home(), &["setup", "--jj", "--write", "--dry-run"]);
    assert!(dry.contains("would append") && dry.contains("[merge-tools.suture]"), "{dry}");
    assert_eq!(fs::read_to_string(&config).unwrap(), "[ui]\nmerge-editor = \"meld\"\n");

    setup_ok(&repo, &repo.home(), &["setup", "--jj", "--write"]);
    let written = fs::read_to_string(&config).unwrap();
    let second = setup_ok(&repo, &repo.home(), &["setup", "--jj", "--write"]);
    assert!(second.contains("already has"), "{second}");
    assert_eq!(fs::read_to_string(&config).unwrap(), written);
    assert_eq!(written.matches("[merge-tools.suture]").count(), 1, "{written}");
    let ours = "# added by suture setup (after a blank line it added)\n";
    assert!(written.starts_with(&format!("[ui]\nmerge-editor = \"meld\"\n\n{ours}")), "{written}");
    assert!(written.ends_with("merge-conflict-exit-codes = [1]\n"), "{written}");

    // $JJ_CONFIG wins, and its missing folders are created.
    let elsewhere = repo.home().join("jj-elsewhere/config.toml");
    let mut cmd = repo.suture_in(&repo.home(), &["setup", "--jj", "--write"]);
    let out = cmd.env("JJ_CONFIG", &elsewhere).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(fs::read_to_string(&elsewhere).unwrap().contains("[merge-tools.suture]"));
}

#[test]
fn completions_for_every_shell() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let out = run(suture_cmd(&["completions", shell]));
        assert_eq!(out.status.code(), Some(0), "{shell}: {}", text(&out.stderr));
        let script = text(&out.stdout);
        assert!(script.contains("setup") && script.contains("languages"), "{shell}: {script}");
    }
    let out = run(suture_cmd(&["completions", "tcsh"]));
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn man_page_is_roff() {
    let out = run(suture_cmd(&["man"]));
    assert_eq!(out.status.code(), Some(0));
    let page = text(&out.stdout);
    assert!(page.starts_with('.'), "{page}");
    assert!(page.lines().take(5).any(|l| l.starts_with(".TH suture 1")), "{page}");
    assert!(page.contains("suture\\-setup(1)"), "the commands' pages are cited: {page}");
    // The pages cited are there too.
    let out = run(suture_cmd(&["man", "setup"]));
    let page = text(&out.stdout);
    assert!(page.lines().take(5).any(|l| l.starts_with(".TH suture-setup ")), "{page}");
    assert!(page.contains("\\-\\-only\\-supported"), "{page}");
    let out = run(suture_cmd(&["man", "nope"]));
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn man_all_writes_every_page_into_a_new_folder() {
    let dir = tempfile::tempdir().unwrap();
    let target = dir.path().join("share/man/man1");
    let out = run(suture_cmd(&["man", "--all", target.to_str().unwrap()]));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let mut names: Vec<String> = fs::read_dir(&target)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    // The main page and one per command of `suture --help`.
    let help = text(&run(suture_cmd(&["--help"])).stdout);
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .collect();
    assert!(commands.len() >= 10, "{commands:?}");
    let mut expected: Vec<String> = commands.iter().map(|c| format!("suture-{c}.1")).collect();
    expected.push("suture.1".into());
    expected.sort();
    assert_eq!(names, expected);
    for name in &names {
        let page = fs::read_to_string(target.join(name)).unwrap();
        assert!(page.starts_with('.') && page.contains(".TH "), "{name}");
    }
}

/// The bytes of each file, `None` for a missing one.
fn snapshot(files: &[&Path]) -> Vec<Option<Vec<u8>>> {
    files.iter().map(|f| fs::read(f).ok()).collect()
}

#[test]
fn undo_takes_back_every_byte_and_every_file_it_created() {
    let repo = Repo::bare_config();
    let home = repo.home();
    // A fresh home: no global config, no attributes file, no jj config.
    fs::remove_file(home.join("gitconfig")).unwrap();
    let files = [
        home.join("gitconfig"),
        home.join(".config/git/attributes"),
        home.join(".config/jj/config.toml"),
        repo.path().join(".git/config"),
        repo.path().join(".git/info/attributes"),
    ];
    let files: Vec<&Path> = files.iter().map(PathBuf::as_path).collect();
    let before = snapshot(&files);
    assert_eq!(before.iter().filter(|f| f.is_none()).count(), 4);
    for (setup, undo) in [
        (&["setup"][..], &["setup", "--undo"][..]),
        (&["setup", "--global"], &["setup", "--global", "--undo"]),
        (&["setup", "--only-supported"], &["setup", "--undo"]),
        (&["setup", "--jj", "--write"], &["setup", "--jj", "--undo"]),
    ] {
        setup_ok(&repo, &repo.path(), setup);
        assert_ne!(snapshot(&files), before, "{setup:?} wrote something");
        let out = setup_ok(&repo, &repo.path(), undo);
        assert_eq!(snapshot(&files), before, "{undo:?}: {out}");
    }
    // Files that were there keep every byte, the jj config included.
    fs::create_dir_all(home.join(".config/jj")).unwrap();
    fs::write(home.join(".config/jj/config.toml"), "[ui]\nmerge-editor = \"meld\"\n").unwrap();
    fs::write(home.join("gitconfig"), "[user]\n\tname = Someone\n").unwrap();
    let before = snapshot(&files);
    for (setup, undo) in [
        (&["setup", "--global"][..], &["setup", "--global", "--undo"][..]),
        (&["setup", "--jj", "--write"], &["setup", "--jj", "--undo"]),
    ] {
        setup_ok(&repo, &repo.path(), setup);
        assert_ne!(snapshot(&files), before, "{setup:?} wrote something");
        setup_ok(&repo, &repo.path(), undo);
        assert_eq!(snapshot(&files), before, "{undo:?}");
    }
    let again = setup_ok(&repo, &repo.path(), &["setup", "--jj", "--undo"]);
    assert!(again.contains("nothing to undo"), "{again}");
}

/// The ```sh block of the README that holds `needle`.
fn readme_block(needle: &str) -> String {
    let readme = fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"));
    let readme = readme.unwrap();
    let block = readme
        .split("```sh\n")
        .skip(1)
        .map(|rest| rest.split("```").next().unwrap())
        .find(|block| block.contains(needle));
    block.unwrap_or_else(|| panic!("no sh block with {needle:?} in the README")).to_string()
}

#[test]
fn the_readmes_completion_man_and_setup_commands_work_on_an_empty_home() {
    let home = tempfile::tempdir().unwrap();
    let run_block = |block: &str, dir: &Path| {
        let out = Command::new("bash")
            .args(["-euo", "pipefail", "-c", block])
            .current_dir(dir)
            .env("HOME", home.path())
            .env("PATH", path_with_suture())
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env_remove("GIT_CONFIG_GLOBAL")
            .env_remove("XDG_CONFIG_HOME")
            .env_remove("XDG_DATA_HOME")
            .env_remove("suture")
            .output()
            .unwrap();
        assert_eq!(
            out.status.code(),
            Some(0),
            "{block}\n{}{}",
            text(&out.stdout),
            text(&out.stderr)
        );
        text(&out.stdout)
    };
    run_block(&readme_block("suture man --all"), home.path());
    let h = home.path();
    for file in [
        ".local/share/bash-completion/completions/suture",
        ".config/fish/completions/suture.fish",
        ".zfunc/_suture",
        ".local/share/man/man1/suture.1",
        ".local/share/man/man1/suture-setup.1",
        ".local/share/man/man1/suture-doctor.1",
    ] {
        assert!(h.join(file).is_file(), "{file}");
    }
    run_block(&readme_block("suture setup --global\n"), home.path());
    assert!(h.join(".gitconfig").is_file() && h.join(".config/git/attributes").is_file());
    let report = run_block(&readme_block("suture doctor\n"), home.path());
    assert!(report.contains("git will merge through suture here"), "{report}");
    // And the uninstall block's setup lines take it all back (cargo aside).
    let uninstall = readme_block("cargo uninstall suture");
    let undo: String =
        uninstall.lines().filter(|l| l.starts_with("suture ")).map(|l| format!("{l}\n")).collect();
    assert!(undo.contains("--global --undo"), "{uninstall}");
    run_block(&undo, home.path());
    assert!(!h.join(".gitconfig").exists() && !h.join(".config/git/attributes").exists());
}
