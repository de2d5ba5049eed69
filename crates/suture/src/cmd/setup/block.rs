//! The marked block `suture setup` adds to a text file it shares with the user (git's
//! attributes file, jj's config): adding it, replacing it, finding it and removing it, as
//! pure functions on the file's text so they can be tested without touching a disk.
//!
//! The block starts with a marker comment line and is followed by lines that suture
//! recognises as its own; removal takes out exactly the marker and those lines, so every
//! other byte of the file stays as it was. A file whose last line had no newline gets a
//! second marker variant, so undoing also takes back the newline setup had to add.

/// The comment line put before the lines `suture setup` adds.
pub const MARKER: &str = "# added by suture setup";

/// The marker used when the file's last line had no final newline and setup added one:
/// undo then removes that newline too, so the file comes back byte for byte.
const MARKER_AFTER_MISSING_NEWLINE: &str = "# added by suture setup (after a line without newline)";

/// The marker used when setup created the file: undo removes the file when nothing else
/// is left in it, so a file that was absent is absent again.
const MARKER_NEW_FILE: &str = "# added by suture setup (file created)";

/// The marker used when setup put a blank line before its block to keep the user's last
/// paragraph apart (jj's config): undo removes that blank line too.
const MARKER_AFTER_BLANK_LINE: &str = "# added by suture setup (after a blank line it added)";

/// A line without its terminator (`\n` or `\r\n`).
fn content(line: &str) -> &str {
    line.trim_end_matches('\n').trim_end_matches('\r')
}

fn is_marker(line: &str) -> bool {
    matches!(
        content(line),
        MARKER | MARKER_AFTER_MISSING_NEWLINE | MARKER_NEW_FILE | MARKER_AFTER_BLANK_LINE
    )
}

/// Where a block sits in a file's lines (each with its terminator).
struct Found {
    /// Index of the marker line.
    marker: usize,
    /// One past the block's last line.
    end: usize,
}

/// The first block at or after line `from`: a marker line and the lines right after it
/// that `ours` recognises.
fn find(lines: &[&str], from: usize, ours: &dyn Fn(&str) -> bool) -> Option<Found> {
    let marker = (from..lines.len()).find(|&i| is_marker(lines[i]))?;
    let end = (marker + 1..lines.len()).find(|&i| !ours(content(lines[i]))).unwrap_or(lines.len());
    Some(Found { marker, end })
}

/// `text` with the block of `block_lines` (each without terminator) in it:
/// - an existing block is rewritten in place (so `--only-supported` can replace `*`);
/// - when every line is already in the file (the user wrote them by hand), nothing is
///   added, so undo never removes lines suture did not write;
/// - otherwise the marker and the lines are appended.
///
/// `ours` recognises every line suture may have written before, in any mode.
pub fn add(text: &str, block_lines: &[String], ours: &dyn Fn(&str) -> bool) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let body: String = block_lines.iter().map(|l| format!("{l}\n")).collect();
    if let Some(found) = find(&lines, 0, ours) {
        let mut out: String = lines[..=found.marker].concat();
        if !out.ends_with('\n') {
            // A marker that was the file's unterminated last line.
            out.push('\n');
        }
        out.push_str(&body);
        out.push_str(&lines[found.end..].concat());
        return out;
    }
    let present: std::collections::HashSet<&str> = lines.iter().map(|l| content(l)).collect();
    if block_lines.iter().all(|l| present.contains(l.as_str())) {
        return text.to_string();
    }
    let mut out = text.to_string();
    if text.is_empty() || text.ends_with('\n') {
        out.push_str(MARKER);
    } else {
        out.push('\n');
        out.push_str(MARKER_AFTER_MISSING_NEWLINE);
    }
    out.push('\n');
    out.push_str(&body);
    out
}

/// The text of a file setup creates: the new-file marker, then `block_lines`.
pub fn new_file(block_lines: &[String]) -> String {
    let body: String = block_lines.iter().map(|l| format!("{l}\n")).collect();
    format!("{MARKER_NEW_FILE}\n{body}")
}

/// `text` with the block appended after a blank line, so it stands apart from the
/// user's last paragraph; undo takes the blank line back with the block. A file without
/// a final newline, or already ending in a blank line, is left to [`add`].
pub fn add_paragraph(text: &str, block_lines: &[String]) -> String {
    if !text.ends_with('\n') || text.ends_with("\n\n") || text.trim().is_empty() {
        return add(text, block_lines, &|_| false);
    }
    let body: String = block_lines.iter().map(|l| format!("{l}\n")).collect();
    format!("{text}\n{MARKER_AFTER_BLANK_LINE}\n{body}")
}

/// Whether `text` holds a block whose marker says setup created the file.
pub fn created_by_setup(text: &str) -> bool {
    text.lines().any(|line| content(line) == MARKER_NEW_FILE)
}

/// `text` without any block: the marker lines and the lines of ours right after them.
/// Everything else is kept byte for byte.
pub fn remove(text: &str, ours: &dyn Fn(&str) -> bool) -> String {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let mut out = String::with_capacity(text.len());
    let mut next = 0;
    while let Some(found) = find(&lines, next, ours) {
        out.push_str(&lines[next..found.marker].concat());
        let at_end = found.end == lines.len();
        if at_end && content(lines[found.marker]) == MARKER_AFTER_MISSING_NEWLINE {
            // Setup added this newline to end the user's last line: take it back.
            if out.ends_with('\n') {
                out.pop();
            }
        }
        if content(lines[found.marker]) == MARKER_AFTER_BLANK_LINE && out.ends_with("\n\n") {
            out.pop();
        }
        next = found.end;
    }
    out.push_str(&lines[next..].concat());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ours(line: &str) -> bool {
        line == "* merge=suture" || line.ends_with(" merge=suture")
    }

    fn star() -> Vec<String> {
        vec!["* merge=suture".to_string()]
    }

    #[test]
    fn adds_to_an_empty_file_and_removes_to_empty() {
        let added = add("", &star(), &ours);
        assert_eq!(added, "# added by suture setup\n* merge=suture\n");
        assert_eq!(remove(&added, &ours), "");
    }

    #[test]
    fn keeps_unrelated_lines_byte_for_byte() {
        let text = "*.png binary\r\n# mine\n\n*.lock -diff\n";
        let added = add(text, &star(), &ours);
        assert!(added.starts_with(text), "{added:?}");
        assert_eq!(remove(&added, &ours), text);
    }

    #[test]
    fn adding_twice_changes_nothing() {
        let once = add("*.png binary\n", &star(), &ours);
        assert_eq!(add(&once, &star(), &ours), once);
    }

    #[test]
    fn a_last_line_without_newline_comes_back_without_it() {
        let text = "*.png binary";
        let added = add(text, &star(), &ours);
        assert_eq!(
            added,
            "*.png binary\n# added by suture setup (after a line without newline)\n* merge=suture\n"
        );
        assert_eq!(add(&added, &star(), &ours), added);
        assert_eq!(remove(&added, &ours), text);
    }

    #[test]
    fn replaces_its_block_in_place() {
        let text = "a -diff\n# added by suture setup\n* merge=suture\nb -diff\n";
        let lines = vec!["*.rs merge=suture".to_string(), "*.py merge=suture".to_string()];
        let replaced = add(text, &lines, &ours);
        assert_eq!(
            replaced,
            "a -diff\n# added by suture setup\n*.rs merge=suture\n*.py merge=suture\nb -diff\n"
        );
        assert_eq!(remove(&replaced, &ours), "a -diff\nb -diff\n");
    }

    #[test]
    fn lines_written_by_hand_are_not_added_again_nor_removed() {
        let text = "* merge=suture\n";
        assert_eq!(add(text, &star(), &ours), text);
        assert_eq!(remove(text, &ours), text);
    }

    #[test]
    fn removal_stops_at_the_first_line_not_ours() {
        let text = "# added by suture setup\n* merge=suture\n*.md -merge\n";
        assert_eq!(remove(text, &ours), "*.md -merge\n");
    }

    #[test]
    fn removal_keeps_the_newline_when_the_user_wrote_after_the_block() {
        let text = "a -diff\n# added by suture setup (after a line without newline)\n\
                    * merge=suture\nb -diff\n";
        assert_eq!(remove(text, &ours), "a -diff\nb -diff\n");
    }

    #[test]
    fn a_created_file_is_recognised_and_empties() {
        let created = new_file(&star());
        assert!(created_by_setup(&created));
        assert_eq!(remove(&created, &ours), "");
        assert!(!created_by_setup(&add("", &star(), &ours)));
    }

    #[test]
    fn the_blank_line_put_before_a_paragraph_goes_with_it() {
        for text in ["[ui]\n", "[ui]\n\n", "[ui]", ""] {
            let added = add_paragraph(text, &star());
            assert!(added.contains("\n\n# added") || !text.ends_with('\n'), "{added:?}");
            assert_eq!(remove(&added, &ours), text, "{added:?}");
        }
    }

    #[test]
    fn removes_every_block() {
        let text = "# added by suture setup\n* merge=suture\nx\n# added by suture setup\n";
        assert_eq!(remove(text, &ours), "x\n");
    }
}
