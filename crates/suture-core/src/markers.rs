//! Reading files that already hold conflict markers (what git writes in the work tree):
//! splits them into common text and conflict hunks, from which the base, left and right
//! revisions are rebuilt. Used by `suture solve` and by the property tests that read the
//! engine's own output back.
//!
//! Owns the marker syntax only (diff3, merge and zdiff3 styles share it). It must not merge
//! anything, and it never guesses: anything that is not a well-formed set of markers is an
//! [`Error::Markers`] naming the line, so the caller leaves the file untouched.
//!
//! Lines end at `\n`; a `\r` before it belongs to the line ending, so CRLF files work and
//! every slice handed out keeps its original line endings. The parse is lossless:
//! [`ConflictFile::to_bytes`] gives back the input byte for byte.

use crate::error::{Error, Result};

/// git's default `conflict-marker-size`.
pub const DEFAULT_MARKER_SIZE: usize = crate::linemerge::DEFAULT_MARKER_SIZE;

/// One of the three revisions of a conflicted file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Side {
    /// The common ancestor (the `|||||||` section).
    Base,
    /// Our side (between `<<<<<<<` and `|||||||` or `=======`).
    Left,
    /// Their side (between `=======` and `>>>>>>>`).
    Right,
}

/// The names written after the markers of one hunk, without the separating space and the
/// line ending. `None` when the marker carries no name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HunkLabels<'a> {
    /// After `<<<<<<<`.
    pub left: Option<&'a [u8]>,
    /// After `|||||||`.
    pub base: Option<&'a [u8]>,
    /// After `>>>>>>>`.
    pub right: Option<&'a [u8]>,
}

/// One conflict: the text of each side between the markers (whole lines, line endings
/// included).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hunk<'a> {
    /// The left section.
    pub left: &'a [u8],
    /// The base section; `None` for merge-style markers, which do not record it.
    pub base: Option<&'a [u8]>,
    /// The right section.
    pub right: &'a [u8],
    /// The marker names.
    pub labels: HunkLabels<'a>,
    /// 1-based line of the `<<<<<<<` marker.
    pub line: usize,
    /// The marker lines themselves (open, base, separator, close), kept for a lossless
    /// round trip.
    marker_lines: [&'a [u8]; 4],
}

impl<'a> Hunk<'a> {
    /// The text of one side; `None` only for the base of a merge-style hunk.
    pub fn side(&self, side: Side) -> Option<&'a [u8]> {
        match side {
            Side::Base => self.base,
            Side::Left => Some(self.left),
            Side::Right => Some(self.right),
        }
    }
}

/// A piece of a conflicted file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Chunk<'a> {
    /// Text outside any conflict: the same in all three rebuilt revisions.
    Common(&'a [u8]),
    /// A conflict hunk.
    Conflict(Hunk<'a>),
}

/// A file read as common text and conflict hunks, in file order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConflictFile<'a> {
    /// The chunks; two `Common` chunks are never adjacent.
    pub chunks: Vec<Chunk<'a>>,
    /// The marker length used to read the file.
    pub marker_size: usize,
}

impl<'a> ConflictFile<'a> {
    /// The conflict hunks, in file order.
    pub fn hunks(&self) -> impl Iterator<Item = &Hunk<'a>> {
        self.chunks.iter().filter_map(|chunk| match chunk {
            Chunk::Conflict(hunk) => Some(hunk),
            Chunk::Common(_) => None,
        })
    }

    /// Number of conflict hunks.
    pub fn conflicts(&self) -> usize {
        self.hunks().count()
    }

    /// Whether every hunk records its base (diff3 or zdiff3 style), so that the base
    /// revision can be rebuilt.
    pub fn has_base(&self) -> bool {
        self.hunks().all(|hunk| hunk.base.is_some())
    }

    /// The labels of the first hunk, if there is one: what the file's markers call the
    /// three revisions.
    pub fn first_labels(&self) -> Option<HunkLabels<'a>> {
        self.hunks().next().map(|hunk| hunk.labels)
    }

    /// Rebuilds one revision: the common text with that side of every hunk. `None` for the
    /// base when some hunk does not record it. With zdiff3 markers the rebuilt base also
    /// holds the lines both sides added identically (zdiff3 moves them out of the hunk);
    /// for a merge this is the same as a base where both sides added them.
    ///
    /// A side that lacked a final newline comes back with one: git adds it before the next
    /// marker, and the markers do not say so.
    pub fn text(&self, side: Side) -> Option<Vec<u8>> {
        let mut out = Vec::new();
        for chunk in &self.chunks {
            match chunk {
                Chunk::Common(text) => out.extend_from_slice(text),
                Chunk::Conflict(hunk) => out.extend_from_slice(hunk.side(side)?),
            }
        }
        Some(out)
    }

    /// The rebuilt left revision.
    pub fn left(&self) -> Vec<u8> {
        self.text(Side::Left).unwrap_or_default()
    }

    /// The rebuilt right revision.
    pub fn right(&self) -> Vec<u8> {
        self.text(Side::Right).unwrap_or_default()
    }

    /// The rebuilt base revision, when every hunk records it.
    pub fn base(&self) -> Option<Vec<u8>> {
        self.text(Side::Base)
    }

    /// Writes the file back exactly as it was read.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for chunk in &self.chunks {
            match chunk {
                Chunk::Common(text) => out.extend_from_slice(text),
                Chunk::Conflict(hunk) => {
                    let [open, base_marker, separator, close] = hunk.marker_lines;
                    out.extend_from_slice(open);
                    out.extend_from_slice(hunk.left);
                    if let Some(base) = hunk.base {
                        out.extend_from_slice(base_marker);
                        out.extend_from_slice(base);
                    }
                    out.extend_from_slice(separator);
                    out.extend_from_slice(hunk.right);
                    out.extend_from_slice(close);
                }
            }
        }
        out
    }
}

/// Which marker a line is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Marker {
    Open,
    Base,
    Separator,
    Close,
}

impl Marker {
    const ALL: [Marker; 4] = [Marker::Open, Marker::Base, Marker::Separator, Marker::Close];

    fn byte(self) -> u8 {
        match self {
            Marker::Open => b'<',
            Marker::Base => b'|',
            Marker::Separator => b'=',
            Marker::Close => b'>',
        }
    }

    fn shown(self, size: usize) -> String {
        char::from(self.byte()).to_string().repeat(size)
    }
}

/// A line without its terminator (`\n` or `\r\n`).
fn content(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// If `line` starts with a run of one marker byte followed by whitespace or the end of the
/// line (git's rule), that marker and the run's length.
fn marker_run(line: &[u8]) -> Option<(Marker, usize)> {
    let line = content(line);
    let first = *line.first()?;
    let marker = Marker::ALL.into_iter().find(|m| m.byte() == first)?;
    let run = line.iter().take_while(|&&b| b == first).count();
    match line.get(run) {
        None | Some(b' ' | b'\t') => Some((marker, run)),
        Some(_) => None,
    }
}

/// The name after a marker of `size` bytes, if any.
fn label(line: &[u8], size: usize) -> Option<&[u8]> {
    let rest = content(line).get(size + 1..)?;
    (!rest.is_empty()).then_some(rest)
}

/// Splits into lines, each keeping its `\n`.
fn lines(bytes: &[u8]) -> impl Iterator<Item = &[u8]> {
    bytes.split_inclusive(|&b| b == b'\n')
}

/// The marker length a file uses: the length of the first `<<<<<<<` run (at least
/// [`DEFAULT_MARKER_SIZE`] long) that a `>>>>>>>` run of the same length also closes,
/// else of the first such run. `None` when the file has no such line.
pub fn detect_marker_size(bytes: &[u8]) -> Option<usize> {
    let mut opens = Vec::new();
    let mut closes = Vec::new();
    for line in lines(bytes) {
        match marker_run(line) {
            Some((Marker::Open, n)) if n >= DEFAULT_MARKER_SIZE => opens.push(n),
            Some((Marker::Close, n)) if n >= DEFAULT_MARKER_SIZE => closes.push(n),
            _ => {}
        }
    }
    opens.iter().copied().find(|n| closes.contains(n)).or_else(|| opens.first().copied())
}

/// Where the parser is.
enum State {
    Outside,
    /// Inside a hunk; `section` is the marker that opened the current section.
    Inside {
        section: Marker,
    },
}

/// A hunk being read: byte offsets of its pieces in the input.
struct Open {
    line: usize,
    open: (usize, usize),
    base_marker: Option<(usize, usize)>,
    separator: Option<(usize, usize)>,
    /// Start of the current section's text.
    section_start: usize,
    left: (usize, usize),
    base: Option<(usize, usize)>,
    /// First line inside the hunk that looks like a marker of another length.
    other_length: Option<(usize, Marker, usize)>,
}

/// Reads a file holding conflict markers. `marker_size` is the length of the markers
/// (`conflict-marker-size`); `None` (or 0) detects it with [`detect_marker_size`].
///
/// Lines of marker bytes of another length are text (git writes longer markers for
/// conflicts nested in a virtual merge base), and so are `=======` and `|||||||` lines
/// outside a hunk (Markdown and reStructuredText headings). Everything else that is not a
/// complete `<<<<<<<` … [`|||||||` …] `=======` … `>>>>>>>` sequence is an error: a
/// `<<<<<<<` inside a hunk (nesting), a `>>>>>>>` outside one, a second `|||||||` or
/// `=======`, markers out of order, or a hunk never closed.
pub fn parse(bytes: &[u8], marker_size: Option<usize>) -> Result<ConflictFile<'_>> {
    let size = match marker_size {
        Some(n) if n > 0 => n,
        _ => detect_marker_size(bytes).unwrap_or(DEFAULT_MARKER_SIZE),
    };
    let error = |line: usize, reason: String| Error::Markers { line, reason };
    let mut chunks = Vec::new();
    let mut state = State::Outside;
    let mut common_start = 0;
    let mut hunk: Option<Open> = None;
    let mut offset = 0;
    for (index, line) in lines(bytes).enumerate() {
        let number = index + 1;
        let (start, end) = (offset, offset + line.len());
        offset = end;
        let run = marker_run(line);
        let marker = run.and_then(|(m, n)| (n == size).then_some(m));
        match (&mut state, marker) {
            (State::Outside, Some(Marker::Open)) => {
                if common_start < start {
                    chunks.push(Chunk::Common(&bytes[common_start..start]));
                }
                hunk = Some(Open {
                    line: number,
                    open: (start, end),
                    base_marker: None,
                    separator: None,
                    section_start: end,
                    left: (end, end),
                    base: None,
                    other_length: None,
                });
                state = State::Inside { section: Marker::Open };
            }
            (State::Outside, Some(Marker::Close)) => {
                return Err(error(
                    number,
                    format!(
                        "`{}` without a matching `{}`",
                        Marker::Close.shown(size),
                        Marker::Open.shown(size)
                    ),
                ));
            }
            (State::Outside, _) => {}
            (State::Inside { section }, Some(found)) => {
                let open = hunk.as_mut().expect("a hunk is open inside one");
                let opened_at = open.line;
                let out_of_order = |what: &str| {
                    error(number, format!("{what} in the conflict opened at line {opened_at}",))
                };
                match (*section, found) {
                    (_, Marker::Open) => {
                        return Err(out_of_order(&format!(
                            "nested `{}`",
                            Marker::Open.shown(size)
                        )));
                    }
                    (Marker::Open, Marker::Base) => {
                        open.left = (open.section_start, start);
                        open.base_marker = Some((start, end));
                        open.section_start = end;
                        *section = Marker::Base;
                    }
                    (Marker::Open | Marker::Base, Marker::Separator) => {
                        if *section == Marker::Open {
                            open.left = (open.section_start, start);
                        } else {
                            open.base = Some((open.section_start, start));
                        }
                        open.separator = Some((start, end));
                        open.section_start = end;
                        *section = Marker::Separator;
                    }
                    (Marker::Separator, Marker::Close) => {
                        let open = hunk.take().expect("a hunk is open inside one");
                        let slice = |(a, b): (usize, usize)| &bytes[a..b];
                        let separator = open.separator.expect("separator seen");
                        let base_marker = open.base_marker.map_or(&bytes[0..0], slice);
                        chunks.push(Chunk::Conflict(Hunk {
                            left: slice(open.left),
                            base: open.base.map(slice),
                            right: &bytes[open.section_start..start],
                            labels: HunkLabels {
                                left: label(slice(open.open), size),
                                base: open.base_marker.and_then(|m| label(slice(m), size)),
                                right: label(line, size),
                            },
                            line: open.line,
                            marker_lines: [slice(open.open), base_marker, slice(separator), line],
                        }));
                        common_start = end;
                        state = State::Outside;
                    }
                    (Marker::Open | Marker::Base, Marker::Close) => {
                        return Err(out_of_order(&format!(
                            "`{}` before `{}`",
                            Marker::Close.shown(size),
                            Marker::Separator.shown(size)
                        )));
                    }
                    (Marker::Base | Marker::Separator, Marker::Base) => {
                        return Err(out_of_order(&format!(
                            "unexpected `{}`",
                            Marker::Base.shown(size)
                        )));
                    }
                    (Marker::Separator, Marker::Separator) => {
                        return Err(out_of_order(&format!(
                            "second `{}`",
                            Marker::Separator.shown(size)
                        )));
                    }
                    (Marker::Close, _) => unreachable!("a closed hunk leaves the Inside state"),
                }
            }
            (State::Inside { .. }, None) => {
                if let (Some(open), Some((m, n))) = (hunk.as_mut(), run)
                    && open.other_length.is_none()
                    && n != size
                    && n >= 3
                    && m != Marker::Separator
                {
                    open.other_length = Some((number, m, n));
                }
            }
        }
    }
    if let Some(open) = hunk {
        let mut reason =
            format!("the conflict opened here has no closing `{}`", Marker::Close.shown(size));
        if let Some((line, marker, n)) = open.other_length {
            reason.push_str(&format!(
                " (line {line} has a `{}` marker of length {n}, expected {size})",
                char::from(marker.byte())
            ));
        }
        return Err(error(open.line, reason));
    }
    if common_start < bytes.len() {
        chunks.push(Chunk::Common(&bytes[common_start..]));
    }
    Ok(ConflictFile { chunks, marker_size: size })
}

#[cfg(test)]
#[path = "markers_tests.rs"]
mod tests;
