//! `--html FILE`: one self-contained page (no network, no script) with the summary, a
//! per-language bar chart in inline SVG and the files suture resolved differently from
//! the authors, each with the command that shows its inputs.
//!
//! Owns: the page's markup and its escaping. Must not: count or read the repository.

use std::fmt::Write as _;

use super::outcome::languages_by_size;
use super::record::{FileRecord, Summary};
use super::report::summary_text;

/// Escapes text for HTML content and attribute values.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// Quotes a word for a POSIX shell when it needs it.
fn shell_word(word: &str) -> String {
    let plain = word.chars().all(|c| c.is_ascii_alphanumeric() || "-_./@:+=,".contains(c));
    if plain && !word.is_empty() {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

/// The outcomes drawn, in stacking order, with their colours.
const SERIES: [(&str, &str); 4] = [
    ("equal", "#2e7d32"),
    ("equal_ws", "#81c784"),
    ("different", "#f9a825"),
    ("conflict", "#c62828"),
];

/// The per-language chart: one horizontal bar per language, stacked by outcome, scaled to
/// the language with the most files.
fn chart(summary: &Summary) -> String {
    let languages = languages_by_size(summary);
    let (label_width, bar_width, row) = (130.0, 520.0, 22.0);
    let height = row * languages.len() as f64 + 40.0;
    let most = languages.iter().map(|(_, c)| c.files).max().unwrap_or(1).max(1) as f64;
    let mut svg = String::new();
    let _ = write!(
        svg,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{height}" role="img" aria-label="files per language by outcome">"#,
        w = label_width + bar_width + 60.0
    );
    for (i, (name, counts)) in languages.iter().enumerate() {
        let y = i as f64 * row;
        let _ = write!(
            svg,
            r#"<text x="{x}" y="{ty}" text-anchor="end" font-size="12">{name}</text>"#,
            x = label_width - 6.0,
            ty = y + 15.0,
            name = escape(name)
        );
        let mut x = label_width;
        let values = [counts.equal, counts.equal_ws, counts.different, counts.conflict];
        for ((series, colour), value) in SERIES.iter().zip(values) {
            let width = value as f64 / most * bar_width;
            if width > 0.0 {
                let _ = write!(
                    svg,
                    r#"<rect x="{x:.1}" y="{y:.1}" width="{width:.1}" height="16" fill="{colour}"><title>{name}: {value} {series}</title></rect>"#,
                    name = escape(name)
                );
            }
            x += width;
        }
        let _ = write!(
            svg,
            r#"<text x="{tx:.1}" y="{ty}" font-size="12">{files}</text>"#,
            tx = x + 4.0,
            ty = y + 15.0,
            files = counts.files
        );
    }
    let legend_y = row * languages.len() as f64 + 20.0;
    let mut x = label_width;
    for (series, colour) in SERIES {
        let _ = write!(
            svg,
            r#"<rect x="{x}" y="{y}" width="12" height="12" fill="{colour}"/><text x="{tx}" y="{ty}" font-size="12">{series}</text>"#,
            y = legend_y,
            tx = x + 16.0,
            ty = legend_y + 11.0
        );
        x += 110.0;
    }
    svg.push_str("</svg>");
    svg
}

/// The whole page. `repository` is how the reproduce commands name the repository.
pub fn page(summary: &Summary, different: &[FileRecord], repository: &str) -> String {
    let mut html = String::from(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <title>suture replay</title><style>\
         body{font-family:sans-serif;max-width:60em;margin:2em auto;padding:0 1em}\
         pre{background:#f5f5f5;padding:1em;overflow-x:auto}\
         table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left}\
         code{font-size:90%}</style></head><body>\n<h1>What would suture have solved?</h1>\n",
    );
    let _ = write!(html, "<h2>Summary</h2>\n<pre>{}</pre>\n", escape(&summary_text(summary)));
    let _ = write!(html, "<h2>Content conflicts per language</h2>\n{}\n", chart(summary));
    let _ = writeln!(html, "<h2>Resolved differently from the authors ({})</h2>", different.len());
    if different.is_empty() {
        html.push_str("<p>None.</p>\n");
    } else {
        html.push_str(
            "<p>Each command prints base, left, right, the committed file, suture's result \
             and their diff.</p>\n<table><tr><th>merge</th><th>path</th><th>language</th>\
             <th>stage</th><th>reproduce</th></tr>\n",
        );
        for file in different {
            let command = format!(
                "suture replay {} --show {} {}",
                shell_word(repository),
                &file.merge,
                shell_word(&file.path)
            );
            let _ = writeln!(
                html,
                "<tr><td><code>{}</code></td><td>{}</td><td>{}</td><td>{}</td><td><code>{}</code></td></tr>",
                escape(&file.merge[..file.merge.len().min(12)]),
                escape(&file.path),
                escape(file.language.as_deref().unwrap_or("none")),
                escape(&file.stage),
                escape(&command)
            );
        }
        html.push_str("</table>\n");
    }
    html.push_str("</body></html>\n");
    html
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn page_escapes_and_quotes() {
        let file = FileRecord {
            merge: "0123456789abcdef".into(),
            path: "src/<a> b.rs".into(),
            language: Some("rust".into()),
            outcome: super::super::record::Outcome::Different,
            stage: "full".into(),
            ms: 1.0,
            reason: None,
        };
        let page = page(&Summary::default(), &[file], "/tmp/repo");
        assert!(page.contains("src/&lt;a&gt; b.rs"));
        assert!(page.contains(
            "suture replay /tmp/repo --show 0123456789abcdef &#39;src/&lt;a&gt; b.rs&#39;"
        ));
        assert!(!page.contains("<script"));
    }
}
