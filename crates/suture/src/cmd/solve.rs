//! `suture solve` (being written).

use std::process::ExitCode;

use crate::cli::SolveArgs;

/// Runs `suture solve`.
pub fn run(_args: SolveArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`suture solve` is not implemented yet")
}
