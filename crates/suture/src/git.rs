//! The few git plumbing commands suture reads from: the work tree's root, the unmerged
//! index entries and their blobs, and attributes; and `git config`, which `suture setup`
//! reads and writes the driver's keys with.
//!
//! Must not run anything that executes code from the repository: only `rev-parse`,
//! `ls-files`, `cat-file blob` (raw, no filters or textconv), `check-attr` and `config`,
//! with the file-system monitor (a configurable program) switched off and pathspecs
//! literal.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use anyhow::{Context, bail};

/// A `git` command run in `dir`, safe against repository configuration.
pub fn command(dir: &Path) -> Command {
    let mut cmd = Command::new("git");
    // core.fsmonitor names a program git would run to refresh the index.
    cmd.args(["-c", "core.fsmonitor=false"])
        .arg("-C")
        .arg(if dir.as_os_str().is_empty() { Path::new(".") } else { dir })
        .env("GIT_LITERAL_PATHSPECS", "1")
        .env_remove("GIT_PAGER")
        .stdin(Stdio::null());
    cmd
}

/// Whether git could find a repository from `dir`: false only when no environment variable
/// points git at one and neither `dir` nor any of its ancestors holds a `.git` entry or
/// looks like a git directory itself (a `HEAD` file). git's own discovery stops earlier
/// (ceiling directories, file-system boundaries), so a `false` here is certain, and it
/// saves starting a git process that could only answer "not a git repository".
pub fn may_be_in_repository(dir: &Path) -> bool {
    if ["GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR"].iter().any(|v| std::env::var_os(v).is_some())
    {
        return true;
    }
    let Ok(start) = std::path::absolute(dir) else { return true };
    start.ancestors().any(|d| d.join(".git").symlink_metadata().is_ok() || d.join("HEAD").is_file())
}

/// Runs git and returns its stdout; an error naming the command when it fails.
pub fn output<I, S>(dir: &Path, args: I) -> anyhow::Result<Vec<u8>>
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let mut cmd = command(dir);
    cmd.args(args);
    let out = cmd.stderr(Stdio::piped()).output().context("cannot run git")?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        bail!("git failed: {}", stderr.lines().next().unwrap_or("no message").trim());
    }
    Ok(out.stdout)
}

/// git's `merge.conflictStyle` as the repository holding `dir` (or the user) sets it,
/// `None` when unset or unreadable.
pub fn conflict_style(dir: &Path) -> Option<String> {
    let out = output(dir, ["config", "--get", "merge.conflictStyle"]).ok()?;
    let value = String::from_utf8(out).ok()?;
    Some(value.trim().to_string()).filter(|v| !v.is_empty())
}

/// The root of the work tree holding `dir`, or `None` outside one (or without git).
pub fn work_tree_root(dir: &Path) -> Option<PathBuf> {
    let out = output(dir, ["rev-parse", "--show-toplevel"]).ok()?;
    let root = String::from_utf8(out).ok()?;
    let root = root.trim_end_matches(['\n', '\r']);
    (!root.is_empty()).then(|| PathBuf::from(root))
}

/// One unmerged index entry: a stage (1 base, 2 ours, 3 theirs) of a path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StageEntry {
    /// 1, 2 or 3.
    pub stage: u8,
    /// The blob id.
    pub object: String,
    /// The path relative to the work tree root.
    pub path: String,
}

/// The unmerged entries of the index at `root`, optionally only for one root-relative
/// path.
pub fn unmerged(root: &Path, path: Option<&str>) -> anyhow::Result<Vec<StageEntry>> {
    let mut args = vec!["ls-files", "-u", "-z"];
    if let Some(path) = path {
        args.extend(["--", path]);
    }
    let out = output(root, args)?;
    let mut entries = Vec::new();
    for record in out.split(|&b| b == 0).filter(|r| !r.is_empty()) {
        // `<mode> SP <object> SP <stage> TAB <path>`
        let record = String::from_utf8_lossy(record);
        let Some((info, path)) = record.split_once('\t') else { continue };
        let mut fields = info.split(' ');
        let (_mode, object, stage) = (fields.next(), fields.next(), fields.next());
        let (Some(object), Some(Ok(stage))) = (object, stage.map(str::parse::<u8>)) else {
            continue;
        };
        entries.push(StageEntry { stage, object: object.to_string(), path: path.to_string() });
    }
    Ok(entries)
}

/// The raw content of a blob.
pub fn blob(root: &Path, object: &str) -> anyhow::Result<Vec<u8>> {
    output(root, ["cat-file", "blob", object])
}

/// The three index stages of one path. A missing stage (add/add has no base,
/// modify/delete has no side) is `None`.
#[derive(Debug, Clone, Default)]
pub struct Stages {
    /// Stage 1, the merge base.
    pub base: Option<Vec<u8>>,
    /// Stage 2, ours.
    pub left: Option<Vec<u8>>,
    /// Stage 3, theirs.
    pub right: Option<Vec<u8>>,
}

/// Reads the index stages of a root-relative path; `None` when it is not unmerged.
pub fn stages(root: &Path, path: &str) -> anyhow::Result<Option<Stages>> {
    let entries = unmerged(root, Some(path))?;
    let entries: Vec<_> = entries.into_iter().filter(|e| e.path == path).collect();
    if entries.is_empty() {
        return Ok(None);
    }
    let mut stages = Stages::default();
    for entry in entries {
        let content = Some(blob(root, &entry.object)?);
        match entry.stage {
            1 => stages.base = content,
            2 => stages.left = content,
            3 => stages.right = content,
            _ => {}
        }
    }
    Ok(Some(stages))
}

/// `path` relative to `root`, with `/` separators, as git names it in the index.
pub fn relative_to_root(root: &Path, path: &Path) -> Option<String> {
    let absolute = std::path::absolute(path).ok()?;
    let parent = absolute.parent()?.canonicalize().ok()?;
    let full = parent.join(absolute.file_name()?);
    let root = root.canonicalize().ok()?;
    let relative = full.strip_prefix(&root).ok()?;
    let parts: Vec<_> = relative.components().map(|c| c.as_os_str().to_string_lossy()).collect();
    Some(parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repository_discovery_is_certain_only_when_nothing_is_found() {
        let dir = tempfile::tempdir().unwrap();
        let nested = dir.path().join("a/b");
        std::fs::create_dir_all(&nested).unwrap();
        let outside_env = ["GIT_DIR", "GIT_WORK_TREE", "GIT_COMMON_DIR"]
            .iter()
            .all(|v| std::env::var_os(v).is_none());
        // The temporary folder lives outside any repository on a normal machine; when it
        // does not, git itself would find one, so `true` is then the right answer.
        let in_repo = output(&nested, ["rev-parse", "--git-dir"]).is_ok();
        assert_eq!(may_be_in_repository(&nested), in_repo || !outside_env);
        // A `.git` entry (a folder, or the file of a linked work tree) in an ancestor.
        std::fs::write(dir.path().join("a/.git"), "gitdir: elsewhere\n").unwrap();
        assert!(may_be_in_repository(&nested));
        std::fs::remove_file(dir.path().join("a/.git")).unwrap();
        // A bare repository or a `.git` folder itself.
        std::fs::write(dir.path().join("a/HEAD"), "ref: refs/heads/main\n").unwrap();
        assert!(may_be_in_repository(&nested));
    }
}
