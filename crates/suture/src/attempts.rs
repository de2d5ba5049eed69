//! The attempts store: when suture resolves conflicts that git's line merge left, it keeps
//! the three inputs, the line merge, its result and the options, so that the user can
//! check what it did (`suture review`) or report it (`suture report`).
//!
//! Lives in `$SUTURE_DATA_DIR/attempts`, else `$XDG_DATA_HOME/suture/attempts`, else
//! `~/.local/share/suture/attempts`; user-only permissions (0700 directories, 0600 files);
//! at most [`KEEP`] attempts, the oldest pruned. Ids are generated here and validated on
//! every read, so no id can name a path outside the store. Each attempt is written into a
//! hidden temporary directory and renamed into place, so a reader never sees half of one.
//!
//! Must not fail a merge: storing is best effort and a failure is one warning line.

use std::collections::hash_map::RandomState;
use std::fs;
use std::hash::{BuildHasher, Hasher};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use anyhow::{Context, bail};
use serde::{Deserialize, Serialize};
use suture_core::cascade::{Method, Outcome};
use suture_core::linemerge::line_merge;
use suture_core::{ConflictStyle, MergeOptions};

use crate::account::FileAccount;
use crate::exit;

/// How many attempts the store keeps.
pub const KEEP: usize = 100;

/// The files of one attempt, in the order `review` and `report` show them.
pub const FILES: [&str; 6] = ["meta.json", "base", "left", "right", "line-merge", "result"];

/// The options of the merge, as stored.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct StoredOptions {
    /// Label after `|||||||`.
    pub base_label: String,
    /// Label after `<<<<<<<`.
    pub left_label: String,
    /// Label after `>>>>>>>`.
    pub right_label: String,
    /// Marker length.
    pub marker_size: usize,
    /// `merge`, `diff3` or `zdiff3`.
    pub style: String,
    /// `--compact`.
    pub compact: bool,
    /// `--fast`.
    pub fast: bool,
    /// `--allow-parse-errors`.
    pub allow_parse_errors: bool,
    /// `--timeout` in ms; `None` = no limit.
    pub timeout_ms: Option<u64>,
}

impl StoredOptions {
    fn from_options(options: &MergeOptions) -> Self {
        StoredOptions {
            base_label: options.labels.base.clone(),
            left_label: options.labels.left.clone(),
            right_label: options.labels.right.clone(),
            marker_size: options.marker_size,
            style: match options.style {
                ConflictStyle::Merge => "merge",
                ConflictStyle::Diff3 => "diff3",
                ConflictStyle::Zdiff3 => "zdiff3",
            }
            .into(),
            compact: options.compact,
            fast: options.fast,
            allow_parse_errors: options.allow_parse_errors,
            timeout_ms: options.timeout.map(|t| u64::try_from(t.as_millis()).unwrap_or(u64::MAX)),
        }
    }

    /// The command-line flags that repeat these options.
    pub fn flags(&self) -> String {
        let mut flags = format!(
            "-s {:?} -x {:?} -y {:?} -l {} --conflict-style {} -t {}",
            self.base_label,
            self.left_label,
            self.right_label,
            self.marker_size,
            self.style,
            self.timeout_ms.unwrap_or(0)
        );
        for (set, flag) in [
            (self.compact, " -c"),
            (self.fast, " --fast"),
            (self.allow_parse_errors, " --allow-parse-errors"),
        ] {
            if set {
                flags.push_str(flag);
            }
        }
        flags
    }
}

/// What is known of an attempt besides its files.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Meta {
    /// The attempt id.
    pub id: String,
    /// The file's path in the repository (`-p`), or the left input's path.
    pub path: String,
    /// Seconds since the Unix epoch.
    pub created: u64,
    /// The suture version that merged.
    pub suture_version: String,
    /// Which command merged: `merge` or `solve`.
    pub command: String,
    /// The language profile used, if any.
    pub language: Option<String>,
    /// Conflicts of git's line merge.
    pub line_merge_conflicts: usize,
    /// Conflicts left in suture's result.
    pub conflicts: usize,
    /// The cascade stage that produced the result.
    pub method: String,
    /// The merge options.
    pub options: StoredOptions,
    /// The repository (work tree) of the file; absent in attempts stored before suture
    /// recorded it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repository: Option<String>,
    /// The JSON account of the merge (`suture review ID --json`); absent in attempts
    /// stored by a suture before 0.1 had it, and then rebuilt from the files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub account: Option<FileAccount>,
}

impl Meta {
    /// Conflicts suture resolved beyond the line merge.
    pub fn solved(&self) -> usize {
        self.line_merge_conflicts.saturating_sub(self.conflicts)
    }

    /// The creation time as `YYYY-MM-DD HH:MM:SS UTC`.
    pub fn time(&self) -> String {
        let (date, time) = civil(self.created);
        format!("{date} {time} UTC")
    }
}

/// The inputs of one merge, as given to the cascade.
#[derive(Debug, Clone, Copy)]
pub struct Inputs<'a> {
    /// The file's path (`-p`, or the path merged).
    pub path: &'a str,
    /// The base revision.
    pub base: &'a [u8],
    /// The left revision.
    pub left: &'a [u8],
    /// The right revision.
    pub right: &'a [u8],
    /// The language profile's name, if one was used.
    pub language: Option<&'a str>,
    /// `merge` or `solve`.
    pub command: &'a str,
    /// The account of the merge, stored with it when given.
    pub account: Option<&'a FileAccount>,
    /// The repository the file belongs to (its work tree), when known.
    pub repository: Option<&'a Path>,
}

/// The work tree (a folder with `.git` or `.jj`) holding `dir` or one of its ancestors,
/// found without starting git: the attempts of different repositories must be told apart
/// in `suture review --list`, and a merge driver must stay quick.
pub fn repository_of(dir: &Path) -> Option<PathBuf> {
    let dir = std::path::absolute(dir).ok()?;
    dir.ancestors()
        .find(|d| d.join(".git").symlink_metadata().is_ok() || d.join(".jj").is_dir())
        .map(Path::to_path_buf)
}

/// A stored attempt read back.
#[derive(Debug, Clone)]
pub struct Attempt {
    /// Its metadata.
    pub meta: Meta,
    /// The directory holding its files.
    pub dir: PathBuf,
}

impl Attempt {
    /// The content of one of its [`FILES`].
    pub fn file(&self, name: &str) -> anyhow::Result<Vec<u8>> {
        let path = self.dir.join(name);
        fs::read(&path).with_context(|| format!("cannot read {}", path.display()))
    }
}

/// The store's directory (which may not exist yet).
pub fn store_dir() -> anyhow::Result<PathBuf> {
    let var = |name| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    if let Some(dir) = var("SUTURE_DATA_DIR") {
        return Ok(dir.join("attempts"));
    }
    // The XDG spec says relative values are to be ignored.
    if let Some(dir) = var("XDG_DATA_HOME").filter(|d| d.is_absolute()) {
        return Ok(dir.join("suture").join("attempts"));
    }
    match var("HOME") {
        Some(home) => Ok(home.join(".local/share/suture/attempts")),
        None => bail!("no data directory: set HOME, XDG_DATA_HOME or SUTURE_DATA_DIR"),
    }
}

/// Whether an id is one this store could have generated: ASCII letters, digits and `-`,
/// not starting with `-`, at most 64 bytes. Nothing else is ever joined to the store path.
pub fn is_valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && !id.starts_with('-')
        && id.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// Stores an attempt when the cascade resolved conflicts the line merge had; prints the
/// one-line notice (or a warning when it cannot store). Returns the id when stored.
pub fn notify_if_solved(
    inputs: &Inputs<'_>,
    outcome: &Outcome,
    options: &MergeOptions,
) -> Option<String> {
    if outcome.line_merge_conflicts <= outcome.conflicts {
        return None;
    }
    let solved = outcome.line_merge_conflicts - outcome.conflicts;
    match record(inputs, outcome, options) {
        Ok(id) => {
            say!(
                "suture: solved {} in {}; review with: suture review {id}",
                crate::output::count(solved, "conflict"),
                inputs.path
            );
            Some(id)
        }
        Err(error) => {
            say!(
                "suture: solved {} in {}; the attempt was not stored ({error:#}); \
                 set SUTURE_DATA_DIR to a writable directory to keep attempts",
                crate::output::count(solved, "conflict"),
                inputs.path
            );
            None
        }
    }
}

/// Stores an attempt and prunes the store to [`KEEP`] attempts. Returns its id.
pub fn record(
    inputs: &Inputs<'_>,
    outcome: &Outcome,
    options: &MergeOptions,
) -> anyhow::Result<String> {
    record_in(&store_dir()?, inputs, outcome, options)
}

/// [`record`] into the given store directory.
pub fn record_in(
    store: &Path,
    inputs: &Inputs<'_>,
    outcome: &Outcome,
    options: &MergeOptions,
) -> anyhow::Result<String> {
    create_private_dir_all(store)?;
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or(Duration::ZERO);
    let line = line_merge(inputs.base, inputs.left, inputs.right, options);
    let (id, tmp) = reserve(store, now)?;
    let meta = Meta {
        id: id.clone(),
        path: inputs.path.to_string(),
        created: now.as_secs(),
        suture_version: env!("CARGO_PKG_VERSION").to_string(),
        command: inputs.command.to_string(),
        language: inputs.language.map(str::to_string),
        line_merge_conflicts: outcome.line_merge_conflicts,
        conflicts: outcome.conflicts,
        method: method_name(outcome.method).to_string(),
        options: StoredOptions::from_options(options),
        repository: inputs.repository.map(|r| r.display().to_string()),
        account: inputs.account.cloned().or_else(|| {
            let exit = if outcome.conflicts == 0 { exit::CLEAN } else { exit::CONFLICTS };
            let (path, language) = (inputs.path, inputs.language);
            let size = options.marker_size;
            Some(FileAccount::of_merge(path, language, outcome, &line.bytes, size, exit))
        }),
    };
    let written = (|| {
        let meta_json = serde_json::to_vec_pretty(&meta)?;
        let contents: [&[u8]; 6] =
            [&meta_json, inputs.base, inputs.left, inputs.right, &line.bytes, &outcome.bytes];
        for (name, content) in FILES.iter().zip(contents) {
            write_private(&tmp.join(name), content)?;
        }
        fs::rename(&tmp, store.join(&id)).context("cannot move the attempt into place")?;
        anyhow::Ok(())
    })();
    if let Err(error) = written {
        let _ = fs::remove_dir_all(&tmp);
        return Err(error);
    }
    prune(store, KEEP);
    Ok(id)
}

/// The name of a cascade stage.
pub fn method_name(method: Method) -> &'static str {
    match method {
        Method::Binary => "binary",
        Method::LineMerge => "line merge",
        Method::Regions => "structured (conflicting regions)",
        Method::Full => "structured (full)",
    }
}

/// Picks a fresh id and creates its hidden temporary directory.
fn reserve(store: &Path, now: Duration) -> anyhow::Result<(String, PathBuf)> {
    let (date, time) = civil(now.as_secs());
    let stamp = format!("{}-{}", date.replace('-', ""), time.replace(':', ""));
    for attempt in 0u32..100 {
        let mut hasher = RandomState::new().build_hasher();
        hasher.write_u128(now.as_nanos());
        hasher.write_u32(std::process::id());
        hasher.write_u32(attempt);
        // Milliseconds keep ids made in the same second in age order.
        let id = format!("{stamp}-{:03}{:04x}", now.subsec_millis(), hasher.finish() & 0xffff);
        if store.join(&id).exists() {
            continue;
        }
        let tmp = store.join(format!(".tmp-{id}"));
        match fs::DirBuilder::new().mode(0o700).create(&tmp) {
            Ok(()) => return Ok((id, tmp)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e).with_context(|| format!("cannot create {}", tmp.display())),
        }
    }
    bail!("cannot find a free attempt id in {}", store.display())
}

/// Creates `dir` and its missing parents with mode 0700, and makes `dir` itself 0700 even
/// when it existed.
fn create_private_dir_all(dir: &Path) -> anyhow::Result<()> {
    fs::DirBuilder::new()
        .recursive(true)
        .mode(0o700)
        .create(dir)
        .with_context(|| format!("cannot create {}", dir.display()))?;
    fs::set_permissions(dir, fs::Permissions::from_mode(0o700))
        .with_context(|| format!("cannot restrict {}", dir.display()))
}

/// Writes a new file with mode 0600; never follows or replaces an existing one.
pub fn write_private(path: &Path, content: &[u8]) -> anyhow::Result<()> {
    let mut file = fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path)
        .with_context(|| format!("cannot create {}", path.display()))?;
    // No fsync: an attempt is a convenience, and the rename already hides half-written ones.
    file.write_all(content).with_context(|| format!("cannot write {}", path.display()))
}

/// Removes the oldest attempts beyond `keep`, and temporary directories left by a
/// process that died over an hour ago. Errors are ignored: another process may prune too.
fn prune(store: &Path, keep: usize) {
    let Ok(entries) = fs::read_dir(store) else { return };
    let mut ids = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if is_valid_id(&name) {
            ids.push(name);
        } else if name.starts_with(".tmp-") {
            let old = entry
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|t| t.elapsed().unwrap_or_default() > Duration::from_secs(3600));
            if old {
                let _ = fs::remove_dir_all(entry.path());
            }
        }
    }
    // Ids start with their UTC time stamp, so they sort by age.
    ids.sort();
    let excess = ids.len().saturating_sub(keep);
    for id in &ids[..excess] {
        let _ = fs::remove_dir_all(store.join(id));
    }
}

/// Reads one attempt.
pub fn load(id: &str) -> anyhow::Result<Attempt> {
    load_in(&store_dir()?, id)
}

/// [`load`] from the given store directory.
pub fn load_in(store: &Path, id: &str) -> anyhow::Result<Attempt> {
    if !is_valid_id(id) {
        bail!("`{id}` is not an attempt id; run `suture review --list` to see them");
    }
    let dir = store.join(id);
    if !dir.is_dir() {
        bail!("no attempt `{id}` in {}; run `suture review --list` to see them", dir.display());
    }
    let meta_path = dir.join("meta.json");
    let meta =
        fs::read(&meta_path).with_context(|| format!("cannot read {}", meta_path.display()))?;
    let meta: Meta = serde_json::from_slice(&meta)
        .with_context(|| format!("{} is damaged; remove that attempt", meta_path.display()))?;
    // The id inside names files (reports); it must be the validated one.
    if meta.id != id {
        bail!("{} names another attempt; remove that attempt", meta_path.display());
    }
    Ok(Attempt { meta, dir })
}

/// The stored attempts, newest first. Damaged entries are skipped.
pub fn list() -> anyhow::Result<Vec<Meta>> {
    Ok(list_in(&store_dir()?))
}

/// [`list`] of the given store directory.
pub fn list_in(store: &Path) -> Vec<Meta> {
    let Ok(entries) = fs::read_dir(store) else { return Vec::new() };
    let mut ids: Vec<String> = entries
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| is_valid_id(name))
        .collect();
    ids.sort_unstable_by(|a, b| b.cmp(a));
    ids.iter().filter_map(|id| load_in(store, id).ok()).map(|a| a.meta).collect()
}

/// A Unix time as (`YYYY-MM-DD`, `HH:MM:SS`) in UTC.
fn civil(seconds: u64) -> (String, String) {
    let days = i64::try_from(seconds / 86_400).unwrap_or(0);
    let rest = seconds % 86_400;
    // Howard Hinnant's days-to-civil conversion.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    (
        format!("{year:04}-{month:02}-{day:02}"),
        format!("{:02}:{:02}:{:02}", rest / 3600, rest / 60 % 60, rest % 60),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_that_could_escape_the_store_are_rejected() {
        let cases = [
            ("20261203-073012-0a1b2c", true),
            ("abc", true),
            ("", false),
            ("..", false),
            (".", false),
            ("../x", false),
            ("a/b", false),
            ("/etc", false),
            ("a\\b", false),
            ("-rf", false),
            (".tmp-20261203", false),
            ("a b", false),
            ("é", false),
            (&"a".repeat(65), false),
        ];
        for (id, valid) in cases {
            assert_eq!(is_valid_id(id), valid, "{id:?}");
        }
    }

    fn outcome(conflicts: usize, line_merge_conflicts: usize) -> Outcome {
        Outcome {
            bytes: b"merged\n".to_vec(),
            conflicts,
            line_merge_conflicts,
            method: Method::Full,
            fallback_reason: None,
            failure: None,
            trace: suture_core::cascade::Trace::default(),
        }
    }

    #[test]
    fn attempts_are_stored_privately_read_back_and_pruned() {
        let dir = tempfile::tempdir().unwrap();
        let store = dir.path().join("data/attempts");
        let inputs = Inputs {
            path: "src/lib.rs",
            base: b"a\nb\nc\n",
            left: b"a\nL\nc\n",
            right: b"a\nR\nc\n",
            language: Some("Rust"),
            command: "merge",
            account: None,
            repository: None,
        };
        let options = MergeOptions::default();
        let id = record_in(&store, &inputs, &outcome(0, 1), &options).unwrap();
        assert!(is_valid_id(&id), "{id}");
        let mode = |p: &Path| fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&store), 0o700);
        assert_eq!(mode(&store.join(&id)), 0o700);
        let attempt = load_in(&store, &id).unwrap();
        assert_eq!(attempt.meta.path, "src/lib.rs");
        assert_eq!(attempt.meta.solved(), 1);
        assert_eq!(attempt.meta.language.as_deref(), Some("Rust"));
        for name in FILES {
            assert_eq!(mode(&attempt.dir.join(name)), 0o600, "{name}");
        }
        assert_eq!(attempt.file("left").unwrap(), inputs.left);
        assert_eq!(attempt.file("result").unwrap(), b"merged\n");
        let line = attempt.file("line-merge").unwrap();
        assert!(line.starts_with(b"a\n<<<<<<< "), "{}", String::from_utf8_lossy(&line));

        for _ in 0..KEEP + 4 {
            record_in(&store, &inputs, &outcome(1, 3), &options).unwrap();
        }
        let listed = list_in(&store);
        assert_eq!(listed.len(), KEEP);
        assert!(listed.windows(2).all(|w| w[0].id >= w[1].id), "newest first");
        let hidden = fs::read_dir(&store)
            .unwrap()
            .flatten()
            .filter(|e| !is_valid_id(&e.file_name().to_string_lossy()))
            .count();
        assert_eq!(hidden, 0, "no temporary directory left");
        assert!(load_in(&store, "../attempts").is_err());
    }

    #[test]
    fn civil_time_is_utc() {
        assert_eq!(civil(0), ("1970-01-01".into(), "00:00:00".into()));
        assert_eq!(civil(951_782_400), ("2000-02-29".into(), "00:00:00".into()));
        assert_eq!(civil(1_796_283_045), ("2026-12-03".into(), "07:30:45".into()));
    }
}
