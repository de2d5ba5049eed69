use std::fs::File;
use std::io::{self, BufRead, BufReader};
use log::debug;

pub struct LogScanner {
    pattern: String,
    max_lines: usize,
    case_sensitive: bool,
}

impl LogScanner {
    pub fn new(pattern: &str) -> Self {
        LogScanner {
            pattern: pattern.to_owned(),
            max_lines: 100_000,
            case_sensitive: true,
        }
    }

    pub fn scan(&self, path: &str) -> io::Result<Vec<String>> {
        let reader = BufReader::new(File::open(path)?);
        let mut hits = Vec::with_capacity(16);
        for line in reader.lines().take(self.max_lines) {
            let line = line?;
            if line.contains(&self.pattern) {
                hits.push(line);
            }
        }
        debug!("{} matching lines", hits.len());
        Ok(hits)
    }
}
