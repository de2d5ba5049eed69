use std::fs;
use std::io;
use std::path::Path;

/// Settings read from a `key = value` file.
#[derive(Debug, Default)]
pub struct Settings {
    pub host: String,
    pub port: u16,
    /// Seconds to wait for a reply; zero waits forever.
    pub timeout_secs: u64,
}

/// Loads the settings stored at `path`.
///
/// # Errors
/// Fails when the file cannot be read or a line has no `=` sign.
pub fn load(path: &Path) -> io::Result<Settings> {
    let text = fs::read_to_string(path)?;
    let mut settings = Settings::default();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let (key, value) = line
            .split_once('=')
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, line.to_owned()))?;
        match key.trim() {
            "host" => settings.host = value.trim().to_owned(),
            "timeout" => settings.timeout_secs = value.trim().parse().unwrap_or(0),
            "port" => settings.port = value.trim().parse().unwrap_or(8080),
            _ => {}
        }
    }
    Ok(settings)
}
