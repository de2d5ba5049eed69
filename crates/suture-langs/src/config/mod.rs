//! Language rules from configuration files, applied without a rebuild: a user's
//! `config.toml` and a repository's `.suture.toml` can map file names to a built-in
//! language, add commutative parents, signatures and atomic kinds to a built-in grammar,
//! and turn a language or one built-in rule off.
//!
//! Owns: the file format ([`schema`]), its validation against the grammars (`validate`),
//! the profiles that result ([`Languages`]) and the account of where each rule came from
//! ([`Languages::explain`]).
//! Must not: read files, look for them or print anything (the `suture` binary finds the
//! files, reads them and reports a broken one), nor hold merge logic: a configured rule is
//! profile data, interpreted by the engine exactly as a built-in one.

mod explain;
mod registry;
pub mod schema;
mod validate;

use std::fmt;
use std::path::PathBuf;

pub use explain::Explanation;
pub use registry::Languages;
pub use validate::nearest;

/// Where a rule came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Source {
    /// Compiled into suture.
    BuiltIn,
    /// The user's configuration file (`$XDG_CONFIG_HOME/suture/config.toml`).
    User(PathBuf),
    /// The repository's `.suture.toml`.
    Repository(PathBuf),
}

impl Source {
    /// The file, for a configured rule.
    pub fn file(&self) -> Option<&std::path::Path> {
        match self {
            Source::BuiltIn => None,
            Source::User(path) | Source::Repository(path) => Some(path),
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::BuiltIn => f.write_str("built-in"),
            Source::User(path) => write!(f, "user config {}", path.display()),
            Source::Repository(path) => write!(f, "repository config {}", path.display()),
        }
    }
}

/// One configuration file's text, with where it came from. Later layers win.
#[derive(Debug, Clone)]
pub struct Layer {
    /// The file.
    pub source: Source,
    /// Its content.
    pub text: String,
}

/// Why a configuration file was not used: the file and the problem, on one line.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
#[error("{file}: {problem}")]
pub struct ConfigError {
    /// The file.
    pub file: String,
    /// What is wrong in it (boxed: errors are rare, results are not).
    pub problem: Box<Problem>,
}

impl ConfigError {
    pub(crate) fn new(file: &str, problem: Problem) -> ConfigError {
        ConfigError { file: file.to_owned(), problem: Box::new(problem) }
    }
}

/// What is wrong in a configuration file. Each message is one line.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Problem {
    /// Not TOML, or not the expected shape.
    #[error("line {line}: {message}")]
    Syntax {
        /// 1-based line of the problem.
        line: usize,
        /// What the parser said.
        message: String,
    },
    /// A language name that is no built-in language.
    #[error("unknown language `{name}`{}", did_you_mean(suggestions))]
    UnknownLanguage {
        /// The name given.
        name: String,
        /// The nearest language names.
        suggestions: Vec<String>,
    },
    /// A node kind the grammar does not have.
    #[error(
        "unknown node kind `{kind}` in the {grammar} grammar ({place}){}",
        did_you_mean(suggestions)
    )]
    UnknownKind {
        /// The kind given.
        kind: String,
        /// The language whose grammar was searched.
        grammar: String,
        /// Where in the file, e.g. `languages.YAML.commutative[0].kind`.
        place: String,
        /// The nearest kinds of the grammar.
        suggestions: Vec<String>,
    },
    /// A field name (in a signature path) the grammar does not have.
    #[error(
        "unknown field `{field}` in the {grammar} grammar ({place}){}",
        did_you_mean(suggestions)
    )]
    UnknownField {
        /// The field given.
        field: String,
        /// The language whose grammar was searched.
        grammar: String,
        /// Where in the file.
        place: String,
        /// The nearest fields of the grammar.
        suggestions: Vec<String>,
    },
    /// A rule to turn off that the language does not have.
    #[error("{language} has no {rule} rule for `{kind}` to turn off ({place}); it has: {existing}")]
    NoSuchRule {
        /// The language.
        language: String,
        /// `commutative`, `signatures` or `atomic`.
        rule: String,
        /// The kind given.
        kind: String,
        /// Where in the file.
        place: String,
        /// The kinds the language has rules for, comma-separated (or `none`).
        existing: String,
    },
    /// A file pattern globset does not accept.
    #[error("bad file pattern `{pattern}`: {message}")]
    BadPattern {
        /// The pattern.
        pattern: String,
        /// What globset said.
        message: String,
    },
}

fn did_you_mean(suggestions: &[String]) -> String {
    if suggestions.is_empty() {
        return String::new();
    }
    let quoted: Vec<String> = suggestions.iter().map(|s| format!("`{s}`")).collect();
    format!("; did you mean {}?", quoted.join(", "))
}
