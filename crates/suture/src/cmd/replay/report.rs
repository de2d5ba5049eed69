//! What people and machines read: the summary table on stdout and the JSON lines of
//! `--json`.
//!
//! Owns: the text layout of the summary and the `--json` stream. Must not: count (the
//! [`Summary`] comes finished from `outcome`) or touch the repository.

use std::fmt::Write as _;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::Path;

use super::outcome::languages_by_size;
use super::record::{FileRecord, Summary, SummaryLine};

/// `part` as a percentage of `whole`, for the table.
fn percent(part: u64, whole: u64) -> String {
    if whole == 0 { "-".to_owned() } else { format!("{:.1}%", part as f64 * 100.0 / whole as f64) }
}

/// The summary as printed on stdout.
pub fn summary_text(summary: &Summary) -> String {
    let s = summary;
    let mut out = String::new();
    let mut line = |text: String| {
        out.push_str(&text);
        out.push('\n');
    };
    if s.interrupted {
        line("replay stopped early; totals so far:".to_owned());
    }
    line(format!("merges walked                      {:>7}", s.merges_walked));
    line(format!("  skipped: no single merge base    {:>7}", s.merges_skipped_merge_base));
    line(format!("  skipped: unreadable objects      {:>7}", s.merges_failed));
    line(format!("merges examined                    {:>7}", s.merges_examined));
    line(format!("  git leaves conflicting           {:>7}", s.merges_conflicting));
    line(format!("    only content conflicts         {:>7}", s.merges_content_only));
    line(format!(
        "    suture fully resolves          {:>7}  ({} of conflicting)",
        s.merges_resolved,
        percent(s.merges_resolved, s.merges_conflicting)
    ));
    line(format!(
        "      as committed (ignoring ws)   {:>7}  ({} of resolved)",
        s.merges_resolved_equal,
        percent(s.merges_resolved_equal, s.merges_resolved)
    ));
    line(format!("files with a content conflict      {:>7}", s.files_conflicting));
    line(format!("  not content conflicts (skipped)  {:>7}", s.files_skipped));
    line(format!(
        "  suture resolves                  {:>7}  ({})",
        s.files_resolved,
        percent(s.files_resolved, s.files_conflicting)
    ));
    line(format!("    equal to the commit            {:>7}", s.files_equal));
    line(format!("    equal ignoring whitespace      {:>7}", s.files_equal_ws));
    line(format!("    different                      {:>7}", s.files_different));
    line(format!("  still conflicting                {:>7}", s.files_conflict));
    if !s.languages.is_empty() {
        line(String::new());
        line(format!(
            "{:<16} {:>6} {:>6} {:>8} {:>9} {:>8}",
            "language", "files", "equal", "equal_ws", "different", "conflict"
        ));
        for (name, c) in languages_by_size(s) {
            line(format!(
                "{name:<16} {:>6} {:>6} {:>8} {:>9} {:>8}",
                c.files, c.equal, c.equal_ws, c.different, c.conflict
            ));
        }
    }
    line(String::new());
    line(format!(
        "time per file: median {:.1} ms, p95 {:.1} ms; suture {:.1} s in all, tree merges {:.1} s; wall {:.1} s",
        s.ms_median,
        s.ms_p95,
        s.ms_total / 1000.0,
        s.ms_tree / 1000.0,
        s.seconds
    ));
    out
}

/// The `--json` stream: one line per file as results come, the summary last.
pub struct JsonLines {
    out: BufWriter<File>,
}

impl JsonLines {
    /// Creates (truncates) the file.
    pub fn create(path: &Path) -> std::io::Result<JsonLines> {
        Ok(JsonLines { out: BufWriter::new(File::create(path)?) })
    }

    /// Appends one file's record.
    pub fn file(&mut self, record: &FileRecord) -> std::io::Result<()> {
        serde_json::to_writer(&mut self.out, record)?;
        self.out.write_all(b"\n")
    }

    /// Appends the summary and flushes.
    pub fn finish(mut self, summary: &Summary) -> std::io::Result<()> {
        serde_json::to_writer(&mut self.out, &SummaryLine { summary: summary.clone() })?;
        self.out.write_all(b"\n")?;
        self.out.flush()
    }
}

/// One line for a merge that could not be read, for stderr.
pub fn failure_line(merge: &str, message: &str) -> String {
    let mut line = String::new();
    let _ = write!(line, "suture: skipped merge {merge}: {message}");
    line.replace('\n', " ")
}
