//! `suture setup`: routes git's merges to suture for the current repository or, with
//! `--global`, for every repository of the user, and takes that back with `--undo`.
//!
//! Owns the two things setup writes: the driver's config keys (`merge.suture.name`,
//! `merge.suture.driver`, through `git config`) and a marked block of attribute lines
//! (`.git/info/attributes` or the user's attributes file, never a committed file). Plans
//! every change first, so `--dry-run` prints exactly what a real run writes, an unwritable
//! file stops the run before anything is written, and a second run finds nothing to do.
//! `--jj` is handed to [`jj`].

mod block;
pub(super) mod driver;
mod jj;

use std::fmt::Write as _;
use std::fs;
use std::io::{ErrorKind, IsTerminal, Write as _};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, anyhow, bail};

use crate::cli::SetupArgs;
use crate::{atomic, exit, git};

/// The description git shows for the driver (`merge.suture.name`).
const DRIVER_NAME: &str = "suture, a syntax-aware merge driver";

/// The key of the driver's description.
const NAME_KEY: &str = "merge.suture.name";

/// The key of the driver line (see [`driver`]).
const DRIVER_KEY: &str = "merge.suture.driver";

/// The first line of a git config file setup had to create; undo removes the file when
/// nothing else is left in it, so an absent file is absent again.
const CREATED_CONFIG: &str = "# created by suture setup\n";

/// The attribute line that sends every file to suture.
const ALL_FILES_LINE: &str = "* merge=suture";

/// Where setup writes: one repository or the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// `git config --local` and `.git/info/attributes` (found with `--git-path`, so linked
    /// work trees share the main one's).
    Repository,
    /// `git config --global` and the user's attributes file.
    User,
}

impl Scope {
    fn config_flag(self) -> &'static str {
        match self {
            Scope::Repository => "--local",
            Scope::User => "--global",
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Scope::Repository => "this repository",
            Scope::User => "every repository of this user",
        }
    }
}

/// The files setup edits for one scope.
struct Target {
    scope: Scope,
    /// The folder git runs in.
    cwd: PathBuf,
    /// The git config file the keys go to (for messages and the writability check).
    config_file: PathBuf,
    /// The attributes file the lines go to.
    attributes_file: PathBuf,
}

/// One change to the git config.
enum ConfigChange {
    Set { key: &'static str, value: String },
    Unset { key: &'static str, value: String },
}

/// Everything one run would change.
struct Plan {
    config: Vec<ConfigChange>,
    /// Notes about keys left alone because the user set them to something else.
    notes: Vec<String>,
    /// The attributes file's text before, and after when it changes.
    attributes_before: String,
    attributes_after: Option<String>,
    /// Undo: the attributes file was created by setup and is empty again; remove it.
    attributes_remove: bool,
}

impl Plan {
    fn is_empty(&self) -> bool {
        self.config.is_empty() && self.attributes_after.is_none()
    }
}

/// Runs `suture setup`.
pub fn run(args: SetupArgs) -> anyhow::Result<ExitCode> {
    if args.jj {
        return jj::run(args.write, args.dry_run, args.undo);
    }
    let scope = if args.global { Scope::User } else { Scope::Repository };
    let target = resolve(scope)?;
    let plan = if args.undo {
        plan_undo(&target)?
    } else {
        let replace = replace_wanted(&target, &args)?;
        plan_setup(&target, args.only_supported, replace, args.absolute_path)?
    };
    // The report is written in one go at the end: a closed stdout is then one error, not
    // a panic in the middle of the run.
    let mut out = String::new();
    for note in &plan.notes {
        writeln!(out, "note: {note}")?;
    }
    if plan.is_empty() {
        if args.undo {
            writeln!(
                out,
                "nothing to undo for {}: no trace of suture setup found",
                scope.describe()
            )?;
        } else {
            writeln!(out, "suture is already set up for {}: nothing changed", scope.describe())?;
        }
    } else if args.dry_run {
        writeln!(out, "dry run, nothing written; would change:")?;
        describe_plan(&mut out, &target, &plan)?;
    } else {
        // Check both files before writing either, so a refusal leaves no half setup.
        if !plan.config.is_empty() {
            ensure_writable(&target.config_file)?;
        }
        if plan.attributes_after.is_some() {
            ensure_writable(&target.attributes_file)?;
        }
        apply(&target, &plan)?;
        describe_plan(&mut out, &target, &plan)?;
        if args.undo {
            writeln!(out, "suture setup undone for {}", scope.describe())?;
        } else {
            writeln!(out, "suture is set up for {}", scope.describe())?;
            writeln!(out, "check it any time with `suture doctor`")?;
        }
    }
    print(&out)?;
    if !args.undo {
        hint_conflict_style(&target)?;
    }
    Ok(ExitCode::from(exit::CLEAN))
}

/// Whether an existing driver line that is not this binary's should be replaced: with
/// `--replace`, or when the user says so at the terminal. Asks only when there is such a
/// line and both stdin and stderr are a terminal.
fn replace_wanted(target: &Target, args: &SetupArgs) -> anyhow::Result<bool> {
    if args.replace {
        return Ok(true);
    }
    let flag = [target.scope.config_flag()];
    let Some(current) = config_get(&target.cwd, &flag, DRIVER_KEY)? else { return Ok(false) };
    let wanted = driver::line(&driver::choose(args.absolute_path).command);
    let interactive = std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    if current == wanted || args.dry_run || !interactive {
        return Ok(false);
    }
    say!("{DRIVER_KEY} is `{current}`; {}", driver_problem(&current));
    let _ = write!(std::io::stderr(), "replace it with `{wanted}`? [y/N] ");
    let mut answer = String::new();
    std::io::stdin().read_line(&mut answer).context("cannot read the answer")?;
    Ok(matches!(answer.trim(), "y" | "Y" | "yes"))
}

/// What is wrong with a driver line other than the one setup would write now.
fn driver_problem(current: &str) -> String {
    match driver::split_program(current).map(|(program, _)| program) {
        None => "it names no program".into(),
        Some(program) => match driver::resolve(&program) {
            None => format!(
                "git cannot find `{program}`, so a merge would fail and leave only our side in the file"
            ),
            Some(found) => format!("it runs {}, not this binary", found.display()),
        },
    }
}

/// Writes `text` to stdout.
fn print(text: &str) -> anyhow::Result<()> {
    crate::output::stdout(text.as_bytes()).context("cannot write to stdout")
}

/// Finds the config and attributes files of `scope`.
fn resolve(scope: Scope) -> anyhow::Result<Target> {
    let cwd = std::env::current_dir().context("cannot read the current folder")?;
    match scope {
        Scope::Repository => {
            let not_in_repository = || {
                anyhow!(
                    "not in a git repository; run `suture setup` inside one, or `suture setup --global` for all of them"
                )
            };
            if !git::may_be_in_repository(&cwd) {
                return Err(not_in_repository());
            }
            let git_path = |name: &str| -> anyhow::Result<PathBuf> {
                let out = git::output(&cwd, ["rev-parse", "--git-path", name])
                    .map_err(|_| not_in_repository())?;
                let path = String::from_utf8(out).context("git gave a path that is not UTF-8")?;
                Ok(lexically_clean(&cwd.join(path.trim_end_matches(['\n', '\r']))))
            };
            Ok(Target {
                scope,
                config_file: git_path("config")?,
                attributes_file: git_path("info/attributes")?,
                cwd,
            })
        }
        Scope::User => {
            let configured = config_get(&cwd, &["--global", "--type=path"], "core.attributesFile")?;
            let attributes_file = match configured.filter(|p| !p.is_empty()) {
                Some(path) => cwd.join(path),
                None => user_config_dir()?.join("git").join("attributes"),
            };
            Ok(Target { scope, config_file: user_git_config()?, attributes_file, cwd })
        }
    }
}

/// `path` without `.` and `dir/..` steps, so a path git gives relative to a subfolder
/// (`../.git/config`) is shown as the file it is. Only for paths git printed, which name
/// real folders of the work tree.
fn lexically_clean(path: &Path) -> PathBuf {
    use std::path::Component;
    let mut clean = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir
                if matches!(clean.components().next_back(), Some(Component::Normal(_))) =>
            {
                clean.pop();
            }
            other => clean.push(other),
        }
    }
    clean
}

/// What setup adds: the driver keys when unset (or the driver line, to be replaced), and
/// the attribute block.
fn plan_setup(
    target: &Target,
    only_supported: bool,
    replace: bool,
    absolute: bool,
) -> anyhow::Result<Plan> {
    let mut config = Vec::new();
    let mut notes = Vec::new();
    let flag = [target.scope.config_flag()];
    if config_get(&target.cwd, &flag, NAME_KEY)?.is_none() {
        config.push(ConfigChange::Set { key: NAME_KEY, value: DRIVER_NAME.into() });
    }
    let choice = driver::choose(absolute);
    let wanted = driver::line(&choice.command);
    match config_get(&target.cwd, &flag, DRIVER_KEY)? {
        None => config.push(ConfigChange::Set { key: DRIVER_KEY, value: wanted }),
        Some(current) if current == wanted => {}
        Some(current) if replace => {
            notes.push(format!("replacing {DRIVER_KEY} `{current}`"));
            config.push(ConfigChange::Set { key: DRIVER_KEY, value: wanted });
        }
        // Overwriting unasked would lose the user's line, and undo could not bring it back.
        Some(current) => notes.push(format!(
            "warning: {DRIVER_KEY} is already `{current}`; {}; left as it is: run \
             `suture setup --replace{}` to write `{wanted}` instead",
            driver_problem(&current),
            if target.scope == Scope::User { " --global" } else { "" },
        )),
    }
    notes.push(format!("the driver runs `{}`: {}", choice.command, choice.why));
    let existing = read_text(&target.attributes_file)?;
    let attributes_before = existing.clone().unwrap_or_default();
    let lines = attribute_lines(only_supported);
    let after = match existing {
        None => block::new_file(&lines),
        Some(_) => block::add(&attributes_before, &lines, &is_our_attribute_line),
    };
    let attributes_after = (after != attributes_before).then_some(after);
    Ok(Plan { config, notes, attributes_before, attributes_after, attributes_remove: false })
}

/// What undo removes: the keys still holding what setup writes (a driver line of setup's
/// shape, for this binary or another), and the blocks; a file setup created goes when
/// nothing else is left in it.
fn plan_undo(target: &Target) -> anyhow::Result<Plan> {
    let mut config = Vec::new();
    let flag = [target.scope.config_flag()];
    if let Some(name) = config_get(&target.cwd, &flag, NAME_KEY)?.filter(|n| n == DRIVER_NAME) {
        config.push(ConfigChange::Unset { key: NAME_KEY, value: name });
    }
    if let Some(line) = config_get(&target.cwd, &flag, DRIVER_KEY)?
        && driver::is_setup_line(&line)
    {
        config.push(ConfigChange::Unset { key: DRIVER_KEY, value: line });
    }
    let attributes_before = read_text(&target.attributes_file)?.unwrap_or_default();
    let after = block::remove(&attributes_before, &is_our_attribute_line);
    let attributes_remove = after.is_empty() && block::created_by_setup(&attributes_before);
    let attributes_after = (after != attributes_before).then_some(after);
    Ok(Plan { config, notes: Vec::new(), attributes_before, attributes_after, attributes_remove })
}

/// The attribute lines of one mode: every file, or one line per supported extension and
/// file name (the lines `suture languages --gitattributes` prints).
fn attribute_lines(only_supported: bool) -> Vec<String> {
    if only_supported {
        super::languages::gitattributes(suture_langs::profiles())
            .lines()
            .map(str::to_string)
            .collect()
    } else {
        vec![ALL_FILES_LINE.to_string()]
    }
}

/// Whether `line` is one setup may have written, in either mode.
fn is_our_attribute_line(line: &str) -> bool {
    line == ALL_FILES_LINE || attribute_lines(true).iter().any(|l| l == line)
}

/// Writes the attributes, then the config. A config file that does not exist yet gets a
/// first line saying setup created it; undo removes the section setup's keys leave empty
/// and a file setup created once nothing else is in it.
fn apply(target: &Target, plan: &Plan) -> anyhow::Result<()> {
    if plan.attributes_remove {
        remove_file(&target.attributes_file)?;
    } else if let Some(after) = &plan.attributes_after {
        write_text(&target.attributes_file, after)?;
    }
    let sets = plan.config.iter().any(|c| matches!(c, ConfigChange::Set { .. }));
    if sets && !target.config_file.exists() {
        write_text(&target.config_file, CREATED_CONFIG)?;
    }
    let flag = target.scope.config_flag();
    let cannot = || format!("cannot change {}", target.config_file.display());
    for change in &plan.config {
        let args = match change {
            ConfigChange::Set { key, value } => vec!["config", flag, key, value.as_str()],
            ConfigChange::Unset { key, .. } => vec!["config", flag, "--unset", key],
        };
        git::output(&target.cwd, &args).with_context(cannot)?;
    }
    if sets || plan.config.is_empty() {
        return Ok(());
    }
    // git leaves the `[merge "suture"]` header of an emptied section behind.
    let left = git::output(&target.cwd, ["config", flag, "--get-regexp", r"^merge\.suture\."]);
    if left.is_err() {
        let _ = git::output(&target.cwd, ["config", flag, "--remove-section", "merge.suture"]);
    }
    if fs::read(&target.config_file).is_ok_and(|bytes| bytes == CREATED_CONFIG.as_bytes()) {
        remove_file(&target.config_file)?;
    }
    Ok(())
}

/// Removes a file setup created.
fn remove_file(path: &Path) -> anyhow::Result<()> {
    fs::remove_file(path).with_context(|| format!("cannot remove {}", path.display()))
}

/// Describes the plan as `+`/`-` lines under each file's name.
fn describe_plan(out: &mut String, target: &Target, plan: &Plan) -> std::fmt::Result {
    if !plan.config.is_empty() {
        writeln!(out, "{}:", target.config_file.display())?;
        for change in &plan.config {
            match change {
                ConfigChange::Set { key, value } => writeln!(out, "  + {key} = {value}")?,
                ConfigChange::Unset { key, value } => writeln!(out, "  - {key} = {value}")?,
            }
        }
    }
    if let Some(after) = &plan.attributes_after {
        writeln!(out, "{}:", target.attributes_file.display())?;
        let diff = similar::TextDiff::from_lines(plan.attributes_before.as_str(), after.as_str());
        for change in diff.iter_all_changes() {
            let sign = match change.tag() {
                similar::ChangeTag::Insert => '+',
                similar::ChangeTag::Delete => '-',
                similar::ChangeTag::Equal => continue,
            };
            writeln!(out, "  {sign} {}", change.value().trim_end_matches(['\n', '\r']))?;
        }
        if plan.attributes_remove {
            writeln!(out, "  (the file is removed: suture setup had created it)")?;
        }
    }
    Ok(())
}

/// Recommends diff3 when `merge.conflictStyle` is unset: conflicts with the base shown are
/// easier to resolve, and they are what suture writes by default. Changes nothing.
fn hint_conflict_style(target: &Target) -> anyhow::Result<()> {
    if config_get(&target.cwd, &[], "merge.conflictStyle")?.is_none() {
        let global = if target.scope == Scope::User { " --global" } else { "" };
        say!(
            "hint: merge.conflictStyle is unset; diff3 shows the base in conflicts, as suture does: \
             git config{global} merge.conflictStyle diff3"
        );
    }
    Ok(())
}

/// The value of a git config key, `None` when unset.
fn config_get(cwd: &Path, flags: &[&str], key: &str) -> anyhow::Result<Option<String>> {
    let out = git::command(cwd)
        .arg("config")
        .args(flags)
        .args(["--get", key])
        .output()
        .context("cannot run git")?;
    match out.status.code() {
        Some(0) => {
            Ok(Some(String::from_utf8_lossy(&out.stdout).trim_end_matches('\n').to_string()))
        }
        // git config's "the key is not set".
        Some(1) => Ok(None),
        _ => {
            let stderr = String::from_utf8_lossy(&out.stderr);
            bail!("cannot read {key}: {}", stderr.lines().next().unwrap_or("git failed").trim())
        }
    }
}

/// The user's git config file as git picks it for `--global` writes: `$GIT_CONFIG_GLOBAL`,
/// else `~/.gitconfig`, unless only the XDG one exists.
fn user_git_config() -> anyhow::Result<PathBuf> {
    if let Some(path) = std::env::var_os("GIT_CONFIG_GLOBAL").filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(path));
    }
    let home_file = home()?.join(".gitconfig");
    let xdg_file = user_config_dir()?.join("git").join("config");
    Ok(if !home_file.exists() && xdg_file.exists() { xdg_file } else { home_file })
}

/// `$HOME`.
fn home() -> anyhow::Result<PathBuf> {
    match std::env::var_os("HOME").filter(|h| !h.is_empty()) {
        Some(home) => Ok(PathBuf::from(home)),
        None => bail!("HOME is not set; cannot find the user's configuration"),
    }
}

/// `$XDG_CONFIG_HOME` when set to an absolute path (the XDG rule), else `~/.config`.
fn user_config_dir() -> anyhow::Result<PathBuf> {
    match std::env::var_os("XDG_CONFIG_HOME").map(PathBuf::from) {
        Some(dir) if dir.is_absolute() => Ok(dir),
        _ => Ok(home()?.join(".config")),
    }
}

/// A file's text, `None` when it does not exist.
fn read_text(path: &Path) -> anyhow::Result<Option<String>> {
    match fs::read(path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => Ok(Some(text)),
            Err(_) => bail!("{} is not UTF-8 text; edit it by hand", path.display()),
        },
        Err(error) if error.kind() == ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error).with_context(|| format!("cannot read {}", path.display())),
    }
}

/// Refuses a file setup must not or cannot change: one marked read-only (even for root,
/// who could write it: read-only is the user's word), one that cannot be opened for
/// writing, or a missing one under a read-only or non-folder ancestor.
fn ensure_writable(path: &Path) -> anyhow::Result<()> {
    let refuse = |why: String| anyhow!("cannot write {}: {why}", path.display());
    match fs::metadata(path) {
        Ok(meta) if !meta.is_file() => Err(refuse("not a regular file".into())),
        Ok(meta) if meta.permissions().readonly() => Err(refuse("it is read-only".into())),
        Ok(_) => match fs::OpenOptions::new().append(true).open(path) {
            Ok(_) => Ok(()),
            Err(error) => Err(refuse(error.to_string())),
        },
        Err(error) if error.kind() == ErrorKind::NotFound => {
            let Some(ancestor) = path.ancestors().skip(1).find(|a| a.exists()) else {
                return Ok(());
            };
            match fs::metadata(ancestor) {
                Ok(meta) if !meta.is_dir() => {
                    Err(refuse(format!("{} is not a folder", ancestor.display())))
                }
                Ok(meta) if meta.permissions().readonly() => {
                    Err(refuse(format!("{} is read-only", ancestor.display())))
                }
                _ => Ok(()),
            }
        }
        Err(error) => Err(refuse(error.to_string())),
    }
}

/// Writes `text` atomically, creating the missing parent folders.
fn write_text(path: &Path, text: &str) -> anyhow::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    }
    atomic::write(path, text.as_bytes()).with_context(|| format!("cannot write {}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_modes_lines_are_recognised_as_ours() {
        let supported = attribute_lines(true);
        assert!(supported.len() > 5, "{supported:?}");
        assert!(supported.iter().any(|l| l == "*.rs merge=suture"), "{supported:?}");
        for line in supported.iter().chain([&ALL_FILES_LINE.to_string()]) {
            assert!(is_our_attribute_line(line), "{line}");
        }
        assert!(!is_our_attribute_line("*.png binary"));
        assert!(!is_our_attribute_line("*.rs merge=other"));
    }

    #[test]
    fn switching_modes_replaces_the_block() {
        let star = block::add("x -diff\n", &attribute_lines(false), &is_our_attribute_line);
        let supported = block::add(&star, &attribute_lines(true), &is_our_attribute_line);
        assert!(!supported.contains(ALL_FILES_LINE), "{supported}");
        assert!(supported.contains("*.rs merge=suture"), "{supported}");
        assert_eq!(block::remove(&supported, &is_our_attribute_line), "x -diff\n");
    }

    #[test]
    fn paths_from_a_subfolder_are_cleaned() {
        assert_eq!(
            lexically_clean(Path::new("/r/src/../.git/config")),
            Path::new("/r/.git/config")
        );
        assert_eq!(lexically_clean(Path::new("/r/./a/b/../../c")), Path::new("/r/c"));
        assert_eq!(lexically_clean(Path::new("/r/.git/info")), Path::new("/r/.git/info"));
    }

    #[test]
    fn a_read_only_file_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("attributes");
        fs::write(&path, "x\n").unwrap();
        ensure_writable(&path).unwrap();
        ensure_writable(&dir.path().join("missing/attributes")).unwrap();
        let mut permissions = fs::metadata(&path).unwrap().permissions();
        permissions.set_readonly(true);
        fs::set_permissions(&path, permissions).unwrap();
        let error = ensure_writable(&path).unwrap_err().to_string();
        assert!(error.contains("read-only") && !error.contains('\n'), "{error}");
        assert!(ensure_writable(&path.join("below-a-file")).is_err());
    }
}
