//! Command-line surface: the raw flags, compatible with Mergiraf's so existing git and jj
//! configurations work with only the program name changed. Validation into
//! `suture_core::MergeOptions` happens in the command modules.

use std::path::PathBuf;

use clap::builder::TypedValueParser;
use clap::{Args, Parser, Subcommand, ValueEnum};

/// A syntax-aware three-way merge driver for git and Jujutsu.
#[derive(Debug, Parser)]
#[command(name = "suture", version = env!("SUTURE_VERSION"), about, propagate_version = true)]
pub struct Cli {
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

impl StyleArg {
    /// The style of git's `merge.conflictStyle` value, `None` for a value git does not
    /// know either.
    pub fn from_git(value: &str) -> Option<StyleArg> {
        match value.trim().to_ascii_lowercase().as_str() {
            "merge" => Some(StyleArg::Merge),
            "diff3" => Some(StyleArg::Diff3),
            "zdiff3" => Some(StyleArg::Zdiff3),
            _ => None,
        }
    }
}

impl Cli {
    /// How much to log: 0 = warnings, 1 = info (`-v`), 2+ = debug.
    pub fn verbosity(&self) -> u8 {
        match &self.command {
            Command::Merge(args) => args.flags.verbose,
            Command::Solve(args) => args.merge.verbose,
            _ => 0,
        }
    }
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Merge three revisions of a file (the git merge driver and jj merge tool entry point).
    #[command(after_help = MERGE_EXIT_STATUS)]
    Merge(MergeArgs),
    /// Resolve conflict markers in files already written by git, in place.
    // The merge flags' help speaks of git's driver placeholders; here the file's own
    // markers give what those placeholders give a driver.
    #[command(
        mut_arg("base_name", |a| a.help("Label for the base section (after |||||||) of the conflicts left; default: the file's own")),
        mut_arg("left_name", |a| a.help("Label for our side (after <<<<<<<) of the conflicts left; default: the file's own")),
        mut_arg("right_name", |a| a.help("Label for their side (after >>>>>>>) of the conflicts left; default: the file's own")),
        mut_arg("path_name", |a| a.help("Detect the language from this file name instead of the file's own")),
        mut_arg("marker_size", |a| a.help("Length of the conflict markers in the file; default: found in the file")),
        after_help = SOLVE_EXIT_STATUS,
    )]
    Solve(SolveArgs),
    /// Show what suture did on a stored merge attempt.
    Review(ReviewArgs),
    /// Write an archive that reproduces a merge attempt, to attach to a bug report.
    Report(ReportArgs),
    /// Replay the merges of a repository's history: what would suture have solved?
    Replay(ReplayArgs),
    /// List the supported languages.
    Languages(LanguagesArgs),
    /// Make git use suture as its merge driver (this repository, or every one with
    /// --global), or print Jujutsu's merge tool table (--jj).
    Setup(SetupArgs),
    /// Check that git will merge through suture here: the driver line, the binary it
    /// names, the attributes and the conflict style; say what to fix.
    Doctor(DoctorArgs),
    /// Print a shell completion script to stdout.
    Completions(CompletionsArgs),
    /// Print the man page (roff) of suture, or of one of its commands, to stdout.
    Man(ManArgs),
}

/// The exit statuses of `suture merge`, for its help (see `crate::exit`).
const MERGE_EXIT_STATUS: &str = "\
Exit status:
  0    clean merge: the result has no conflicts
  1    conflicts are left in the result (or a binary file was kept as LEFT)
  2    bad usage or an unreadable input; under --git, LEFT is left as it was
  129  under --git, LEFT could not be written (git reports the merge as failed)
A reader of stdout that stops early (`| head`) changes none of these.";

/// The exit statuses of `suture solve`.
const SOLVE_EXIT_STATUS: &str = "\
Exit status: 0 every conflict solved (or none to solve), 1 conflicts left in some file,
2 bad usage, unreadable or malformed file (left unchanged).";

/// Conflict presentation, as git's `merge.conflictStyle`.
#[derive(Debug, Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum StyleArg {
    /// Left and right sections only.
    Merge,
    /// With the base section.
    Diff3,
    /// diff3 with common lines moved out of the hunk.
    Zdiff3,
}

/// Flags that steer a merge, shared by `merge` and `solve`.
#[derive(Debug, Args, Clone)]
pub struct MergeFlags {
    /// Label of the base revision in conflict markers (git's %S).
    #[arg(short = 's', long = "base-name", allow_hyphen_values = true, value_parser = lossy())]
    pub base_name: Option<String>,
    /// Label of the left revision (git's %X).
    #[arg(short = 'x', long = "left-name", allow_hyphen_values = true, value_parser = lossy())]
    pub left_name: Option<String>,
    /// Label of the right revision (git's %Y).
    #[arg(short = 'y', long = "right-name", allow_hyphen_values = true, value_parser = lossy())]
    pub right_name: Option<String>,
    /// Path of the file in the repository (git's %P), used to detect the language.
    // git substitutes %P, %S, %X and %Y verbatim: a file named `-rf` (or with bytes that
    // are not UTF-8) must not turn into a usage error that fails the merge of that file.
    #[arg(short = 'p', long = "path-name", allow_hyphen_values = true, value_parser = lossy())]
    pub path_name: Option<String>,
    /// Length of conflict markers (git's %L).
    #[arg(short = 'l', long = "conflict-marker-size")]
    pub marker_size: Option<String>,
    /// Language to parse as, overriding detection by file name.
    #[arg(short = 'L', long = "language")]
    pub language: Option<String>,
    /// Print conflicts as narrowly as possible instead of on whole lines.
    #[arg(short = 'c', long)]
    pub compact: bool,
    /// Budget for the structured merge in milliseconds (0 = no limit).
    #[arg(short = 't', long, default_value_t = 10_000)]
    pub timeout: u64,
    /// Only resolve the line merge's conflicting regions; skip the full structured merge.
    #[arg(long)]
    pub fast: bool,
    /// Merge structurally even when a revision has parse errors of a kind base does not
    /// have (base's own errors, however many times a side repeats them, never stop it).
    #[arg(long)]
    pub allow_parse_errors: bool,
    /// Measurement only: leave out one of the cascade's judges (repeatable; the names are
    /// in `suture_core::cascade::JUDGES`), to count what it turns down on a corpus.
    #[arg(
        long = "without-judge",
        value_name = "JUDGE",
        hide = true,
        value_parser = clap::builder::PossibleValuesParser::new(suture_core::cascade::JUDGES)
    )]
    pub without_judges: Vec<String>,
    /// How conflicts left in the output are shown. Default: as a git driver (`--git`),
    /// git's `merge.conflictStyle` setting; otherwise, and when that is unset, diff3.
    #[arg(long = "conflict-style", value_enum)]
    pub style: Option<StyleArg>,
    /// Log each stage (-v) and more (-vv) on stderr.
    #[arg(short = 'v', long, action = clap::ArgAction::Count)]
    pub verbose: u8,
    /// Write the matchings and changesets of the structured merge into this folder.
    #[arg(long, value_name = "DIR")]
    pub debug: Option<PathBuf>,
    /// Write a JSON account of the merge to FILE (see docs/json.md); the merge's result
    /// and exit status are the same with or without it.
    #[arg(long, value_name = "FILE")]
    pub json_report: Option<PathBuf>,
}

/// A text flag that takes any bytes: git passes paths and branch names as they are, and
/// a name that is not UTF-8 must not fail the merge. Invalid bytes become U+FFFD, which
/// only changes a label or the name the language is detected from.
fn lossy() -> impl TypedValueParser<Value = String> {
    clap::builder::OsStringValueParser::new().map(|s| s.to_string_lossy().into_owned())
}

/// `suture merge BASE LEFT RIGHT`.
#[derive(Debug, Args)]
pub struct MergeArgs {
    /// The common ancestor (git's %O).
    pub base: PathBuf,
    /// Our side (git's %A); overwritten with the result under `--git`.
    pub left: PathBuf,
    /// Their side (git's %B).
    pub right: PathBuf,
    /// Write the result here instead of stdout.
    #[arg(short = 'o', long, conflicts_with = "git")]
    pub output: Option<PathBuf>,
    /// Git driver mode: write the result over LEFT.
    #[arg(short = 'g', long)]
    pub git: bool,
    /// Shared merge flags.
    #[command(flatten)]
    pub flags: MergeFlags,
}

/// `suture solve [PATH...]`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// Files holding conflict markers; none = every unmerged file of the repository.
    pub paths: Vec<PathBuf>,
    /// Print the result instead of rewriting the file.
    #[arg(long)]
    pub stdout: bool,
    /// Do not keep `PATH.orig`.
    #[arg(long)]
    pub no_backup: bool,
    /// Shared merge flags.
    #[command(flatten)]
    pub merge: MergeFlags,
}

/// `suture review [ID]`.
#[derive(Debug, Args)]
pub struct ReviewArgs {
    /// The attempt id printed by the merge.
    pub id: Option<String>,
    /// List recent attempts.
    #[arg(long)]
    pub list: bool,
    /// Print the attempt's JSON account (the document of `--json-report`, see
    /// docs/json.md) instead of the diff.
    #[arg(long, conflicts_with = "list")]
    pub json: bool,
}

/// `suture report ID|PATH`.
#[derive(Debug, Args)]
pub struct ReportArgs {
    /// An attempt id, or a file to report.
    pub target: String,
    /// Where to write the archive.
    #[arg(short = 'o', long)]
    pub output: Option<PathBuf>,
}

/// `suture replay [PATH] [REVS...]`.
#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// A folder of the repository (of its work tree, or a bare repository), found upwards
    /// as git finds it; default: the current folder. A word that names no folder is taken
    /// as the first revision (`suture replay main`).
    pub path: Option<PathBuf>,
    /// Revisions whose merges to replay (`main`, `v1..v2`, `^old`); default: HEAD.
    pub revs: Vec<String>,
    /// Replay at most this many merges (newest first).
    #[arg(long, value_name = "N")]
    pub limit: Option<u64>,
    /// Merges replayed in parallel; default: the number of cores.
    #[arg(short = 'j', long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub jobs: Option<u16>,
    /// Write one JSON object per conflicting file, then the summary, to FILE.
    #[arg(long, value_name = "FILE")]
    pub json: Option<PathBuf>,
    /// Write a self-contained HTML report to FILE.
    #[arg(long, value_name = "FILE")]
    pub html: Option<PathBuf>,
    /// Print base, left, right, committed and suture's result for one file of one merge,
    /// and the diff from the committed file to suture's.
    #[arg(long, num_args = 2, value_names = ["MERGE", "PATH"], conflicts_with_all = ["json", "html", "limit"])]
    pub show: Option<Vec<String>>,
}

/// `suture languages`.
#[derive(Debug, Args)]
pub struct LanguagesArgs {
    /// Print ready `.gitattributes` lines.
    #[arg(long, conflicts_with = "explain")]
    pub gitattributes: bool,
    /// Show which language and which rules apply to PATH, and where each came from
    /// (built-in, the user's config file or the repository's `.suture.toml`).
    #[arg(long, value_name = "PATH")]
    pub explain: Option<String>,
}

/// `suture setup`.
#[derive(Debug, Args)]
pub struct SetupArgs {
    /// Set up every repository of the user (`git config --global` and the user's attributes
    /// file) instead of the current one.
    #[arg(long)]
    pub global: bool,
    /// Route only the files of supported languages to suture (one attributes line per
    /// extension and file name) instead of every file.
    #[arg(long)]
    pub only_supported: bool,
    /// Print what would be written; write nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Remove what `suture setup` wrote, and nothing else (with --jj: the table --write
    /// added); files it created go too when nothing else is in them.
    #[arg(long, conflicts_with_all = ["only_supported", "replace"])]
    pub undo: bool,
    /// Replace a driver line set before (by hand, or by a setup of a binary elsewhere)
    /// with this binary's; without it, setup warns and leaves such a line alone (at a
    /// terminal it asks).
    #[arg(long)]
    pub replace: bool,
    /// Name this binary by its absolute path in the driver line, even when `suture` on
    /// the PATH is this binary: for git run by programs with another PATH (an editor, a
    /// GUI client, a scheduled job).
    #[arg(long, conflicts_with = "undo")]
    pub absolute_path: bool,
    /// Print the `[merge-tools.suture]` table for Jujutsu's user config instead.
    #[arg(long, conflicts_with_all = ["global", "only_supported", "replace", "absolute_path"])]
    pub jj: bool,
    /// With --jj: append the table to jj's user config file (`$JJ_CONFIG`, else
    /// `~/.config/jj/config.toml`) unless it already has one.
    #[arg(long, requires = "jj")]
    pub write: bool,
}

/// `suture doctor`.
#[derive(Debug, Args)]
pub struct DoctorArgs {}

/// `suture completions SHELL`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to complete for.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// `suture man [COMMAND]`, `suture man --all DIR`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// The command whose page to print (`suture-COMMAND(1)`); none = the main page.
    pub command: Option<String>,
    /// Write every page (`suture.1` and one `suture-COMMAND.1` per command) into DIR,
    /// creating it, instead of printing one.
    #[arg(long, value_name = "DIR", conflicts_with = "command")]
    pub all: Option<PathBuf>,
}
