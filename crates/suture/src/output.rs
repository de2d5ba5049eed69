//! Writing to stdout and stderr without ever panicking on a closed pipe.
//!
//! `print!` and `eprintln!` panic when the stream is closed (`suture languages | true`,
//! `suture merge … 2>&1 | head -1`), and a panic whose report cannot be written either
//! aborts the process. Here a closed stderr is ignored (the message had nowhere to go),
//! and a closed stdout is an error the command can tell apart ([`is_closed_pipe`]): the
//! reader stopped reading, which `main` treats as the end of the command, not a failure.
//!
//! Must not: decide exit statuses (the commands and `main` do).

use std::io::Write;

/// Prints one line on stderr, like `eprintln!`, but never panics: a closed stderr is
/// ignored.
macro_rules! say {
    ($($arg:tt)*) => {
        $crate::output::stderr_line(format_args!($($arg)*))
    };
}

/// Writes one formatted line to stderr, ignoring a closed or failing stream.
pub fn stderr_line(args: std::fmt::Arguments<'_>) {
    let mut stderr = std::io::stderr().lock();
    let _ = stderr.write_fmt(format_args!("{args}\n"));
}

/// Writes `bytes` to stdout and flushes.
pub fn stdout(bytes: &[u8]) -> std::io::Result<()> {
    let mut stdout = std::io::stdout().lock();
    stdout.write_all(bytes).and_then(|()| stdout.flush())
}

/// `n` and the noun, plural unless `n` is 1: `1 conflict`, `2 conflicts`.
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

/// Whether `error` (or any error it wraps) is a write to a pipe whose reader has gone.
pub fn is_closed_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use anyhow::Context;

    #[test]
    fn a_closed_pipe_is_recognised_through_context() {
        let closed = std::io::Error::from(std::io::ErrorKind::BrokenPipe);
        let wrapped = Err::<(), _>(closed).context("cannot write to stdout").unwrap_err();
        assert!(is_closed_pipe(&wrapped));
        let other = std::io::Error::from(std::io::ErrorKind::PermissionDenied);
        assert!(!is_closed_pipe(&anyhow::Error::from(other)));
    }
}
