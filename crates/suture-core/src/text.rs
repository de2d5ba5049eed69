//! Text preparation for the structured path: binary detection (git's rule), the UTF-8 BOM
//! and line endings, and putting both back after the merge.
//!
//! Owns: deciding whether bytes are binary, turning bytes into LF-only text and back.
//! Must not: be used by the line merge, which runs on raw bytes exactly as git does, nor
//! change anything but the BOM and line endings (a prepared text restores byte for byte).

/// How many leading bytes git inspects for a NUL byte (`buffer_is_binary`).
const BINARY_PROBE: usize = 8000;

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Whether git would treat these bytes as binary: a NUL byte in the first 8,000 bytes.
pub fn is_binary(bytes: &[u8]) -> bool {
    bytes.iter().take(BINARY_PROBE).any(|&b| b == 0)
}

/// The line-ending convention of a text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LineEnding {
    /// `\n` (also what a text without any line break is taken to use).
    #[default]
    Lf,
    /// `\r\n`.
    Crlf,
    /// A lone `\r` (classic Mac OS).
    Cr,
}

impl LineEnding {
    /// The bytes of one line break.
    pub fn as_str(self) -> &'static str {
        match self {
            LineEnding::Lf => "\n",
            LineEnding::Crlf => "\r\n",
            LineEnding::Cr => "\r",
        }
    }
}

/// A revision ready for parsing, plus what [`restore`] needs to give it back its form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Prepared {
    /// The text without BOM; line breaks are `\n` unless `mixed`.
    pub text: String,
    /// Whether the bytes started with a UTF-8 BOM.
    pub bom: bool,
    /// The line ending the text used (LF when it had no line break).
    pub line_ending: LineEnding,
    /// The text used more than one kind of line break. It is then left as it came, since
    /// no single convention could restore it; `line_ending` is the most frequent kind.
    pub mixed: bool,
}

/// Decodes bytes for the structured path: `None` when they are not UTF-8. Strips and
/// records a BOM, detects the line ending and normalises it to `\n`.
pub fn prepare(bytes: &[u8]) -> Option<Prepared> {
    let (bom, body) = match bytes.strip_prefix(BOM) {
        Some(rest) => (true, rest),
        None => (false, bytes),
    };
    let text = std::str::from_utf8(body).ok()?;
    let counts = count_line_endings(text.as_bytes());
    let kinds = counts.iter().filter(|&&n| n > 0).count();
    let [lf, crlf, cr] = counts;
    let line_ending = if crlf >= lf && crlf >= cr && crlf > 0 {
        LineEnding::Crlf
    } else if cr > lf {
        LineEnding::Cr
    } else {
        LineEnding::Lf
    };
    let mixed = kinds > 1;
    let text = match line_ending {
        _ if mixed => text.to_owned(),
        LineEnding::Lf => text.to_owned(),
        LineEnding::Crlf => text.replace("\r\n", "\n"),
        LineEnding::Cr => text.replace('\r', "\n"),
    };
    Some(Prepared { text, bom, line_ending, mixed })
}

/// Counts `[lone LF, CRLF, lone CR]`.
fn count_line_endings(bytes: &[u8]) -> [usize; 3] {
    let mut counts = [0; 3];
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => counts[0] += 1,
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => {
                counts[1] += 1;
                i += 1;
            }
            b'\r' => counts[2] += 1,
            _ => {}
        }
        i += 1;
    }
    counts
}

/// The form (BOM, line endings) a merge of the three revisions should have, in a text-less
/// [`Prepared`]: each of the two is taken from the side that changed it, as any other
/// one-sided change is (a side that added a BOM, or moved the file to CRLF, keeps it);
/// left's when both changed it.
pub fn merged_form(base: &Prepared, left: &Prepared, right: &Prepared) -> Prepared {
    fn pick<T: PartialEq + Copy>(base: T, left: T, right: T) -> T {
        if left == base { right } else { left }
    }
    let endings = |p: &Prepared| (p.line_ending, p.mixed);
    let (line_ending, mixed) = pick(endings(base), endings(left), endings(right));
    Prepared { text: String::new(), bom: pick(base.bom, left.bom, right.bom), line_ending, mixed }
}

/// Gives a (merged) LF text the BOM and line endings that `form` recorded. A text without
/// final newline stays without one.
pub fn restore(text: &str, form: &Prepared) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + BOM.len() + text.len() / 32);
    if form.bom {
        out.extend_from_slice(BOM);
    }
    match form.line_ending {
        _ if form.mixed => out.extend_from_slice(text.as_bytes()),
        LineEnding::Lf => out.extend_from_slice(text.as_bytes()),
        ending => {
            for (i, line) in text.split('\n').enumerate() {
                if i > 0 {
                    out.extend_from_slice(ending.as_str().as_bytes());
                }
                out.extend_from_slice(line.as_bytes());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use LineEnding::{Cr, Crlf, Lf};

    #[test]
    fn the_merged_form_takes_what_a_side_changed() {
        let form =
            |bom, line_ending| Prepared { text: String::new(), bom, line_ending, mixed: false };
        let cases = [
            // base, left, right, merged
            (form(false, Lf), form(false, Lf), form(true, Lf), form(true, Lf)),
            (form(true, Lf), form(false, Lf), form(true, Lf), form(false, Lf)),
            (form(false, Lf), form(false, Crlf), form(true, Lf), form(true, Crlf)),
            (form(false, Lf), form(false, Lf), form(false, Crlf), form(false, Crlf)),
            (form(true, Crlf), form(true, Crlf), form(true, Crlf), form(true, Crlf)),
        ];
        for (base, left, right, merged) in cases {
            assert_eq!(merged_form(&base, &left, &right), merged, "{base:?} {left:?} {right:?}");
        }
    }

    #[test]
    fn binary_detection() {
        let late_nul = [vec![b'a'; BINARY_PROBE], vec![0]].concat();
        let early_nul = [vec![b'a'; BINARY_PROBE - 1], vec![0]].concat();
        let cases: &[(&[u8], bool)] = &[
            (b"", false),
            (b"text\n", false),
            (b"\0", true),
            (b"a\0b", true),
            (b"\xff\xfe not utf-8 but no NUL", false),
            (&late_nul, false),
            (&early_nul, true),
        ];
        for &(bytes, binary) in cases {
            assert_eq!(is_binary(bytes), binary, "{:?}", &bytes[..bytes.len().min(12)]);
        }
    }

    #[test]
    fn prepare_table() {
        // input, normalised text, bom, line ending, mixed
        let cases: &[(&[u8], &str, bool, LineEnding, bool)] = &[
            (b"", "", false, Lf, false),
            (b"a", "a", false, Lf, false),
            (b"a\nb\n", "a\nb\n", false, Lf, false),
            (b"a\nb", "a\nb", false, Lf, false),
            (b"a\r\nb\r\n", "a\nb\n", false, Crlf, false),
            (b"a\r\nb", "a\nb", false, Crlf, false),
            (b"a\rb\r", "a\nb\n", false, Cr, false),
            (b"\xEF\xBB\xBFa\n", "a\n", true, Lf, false),
            (b"\xEF\xBB\xBFa\r\n", "a\n", true, Crlf, false),
            (b"\xEF\xBB\xBF", "", true, Lf, false),
            (b"a\r\nb\nc\r\n", "a\r\nb\nc\r\n", false, Crlf, true),
            (b"a\nb\nc\r\n", "a\nb\nc\r\n", false, Lf, true),
            (b"a\rb\rc\n", "a\rb\rc\n", false, Cr, true),
            (b"\r\n\r\n", "\n\n", false, Crlf, false),
            (b"caf\xC3\xA9\r\n", "caf\u{e9}\n", false, Crlf, false),
        ];
        for &(input, text, bom, line_ending, mixed) in cases {
            let prepared = prepare(input).expect("utf-8");
            assert_eq!(
                prepared,
                Prepared { text: text.into(), bom, line_ending, mixed },
                "{input:?}"
            );
            assert_eq!(restore(&prepared.text, &prepared), input, "round trip of {input:?}");
        }
    }

    #[test]
    fn not_utf8_is_refused() {
        for input in [&b"\xff"[..], b"a\n\xC3\n", b"\xEF\xBB\xBF\xff", b"\xEF\xBB"] {
            assert_eq!(prepare(input), None, "{input:?}");
        }
    }

    #[test]
    fn restore_applies_the_recorded_form() {
        let form =
            |bom, line_ending| Prepared { text: String::new(), bom, line_ending, mixed: false };
        // merged LF text, form, expected bytes
        let cases: &[(&str, Prepared, &[u8])] = &[
            ("x\ny\n", form(false, Crlf), b"x\r\ny\r\n"),
            ("x\ny", form(false, Crlf), b"x\r\ny"),
            ("x\ny\n", form(true, Lf), b"\xEF\xBB\xBFx\ny\n"),
            ("x\n", form(true, Cr), b"\xEF\xBB\xBFx\r"),
            ("", form(true, Crlf), b"\xEF\xBB\xBF"),
            ("\n\n", form(false, Crlf), b"\r\n\r\n"),
        ];
        for (text, form, expected) in cases {
            assert_eq!(restore(text, form), *expected, "{text:?} {form:?}");
        }
    }
}
