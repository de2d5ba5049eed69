use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

pub struct LogScanner {
    pattern: String,
    max_lines: usize,
    case_sensitive: bool,
}

impl LogScanner {
    pub fn new(pattern: &str) -> Self {
        LogScanner {
            pattern: pattern.to_owned(),
            max_lines: 50_000,
            case_sensitive: true,
        }
    }

    pub fn scan(&self, path: &Path) -> io::Result<Vec<String>> {
        let reader = BufReader::with_capacity(64 * 1024, File::open(path)?);
        let mut hits = Vec::new();
        for line in reader.lines().take(self.max_lines) {
            let line = line?;
            if line.contains(&self.pattern) {
                hits.push(line);
            }
        }
        Ok(hits)
    }
}
