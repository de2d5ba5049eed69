use std::collections::HashMap;
use std::fs;
use std::io::BufRead;
use std::path::PathBuf;

pub fn load(path: PathBuf) -> HashMap<String, String> {
    let text = fs::read_to_string(path).unwrap_or_default();
    text.lines()
        .filter_map(|l| l.split_once('='))
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect()
}
