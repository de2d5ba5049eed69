//! Typed errors of the engine. Every failure of the structured path is one of these, and
//! the cascade turns each into a fallback to the line merge.

use thiserror::Error;

/// What can go wrong inside the engine.
#[derive(Debug, Error)]
pub enum Error {
    /// A revision did not parse cleanly and the profile does not allow parse errors.
    #[error("{revision} does not parse as {language}")]
    ParseError {
        /// Which revision ("base", "left" or "right").
        revision: &'static str,
        /// The language it was parsed as.
        language: &'static str,
    },
    /// tree-sitter refused the grammar (ABI mismatch) or gave no tree.
    #[error("tree-sitter failed for {language}: {reason}")]
    Parser {
        /// The language.
        language: &'static str,
        /// Why.
        reason: String,
    },
    /// An input is not UTF-8; the structured path only works on text.
    #[error("input is not valid UTF-8")]
    NotUtf8,
    /// The structured merge found an inconsistency it cannot render (cycle, double parent).
    #[error("structured merge is inconsistent: {0}")]
    Inconsistent(String),
    /// The time budget ran out.
    #[error("structured merge exceeded the time budget of {0} ms")]
    Timeout(u64),
    /// A marker file could not be read back.
    #[error("malformed conflict markers at line {line}: {reason}")]
    Markers {
        /// 1-based line of the problem.
        line: usize,
        /// What is wrong.
        reason: String,
    },
}

/// Result with the engine's error.
pub type Result<T, E = Error> = std::result::Result<T, E>;
