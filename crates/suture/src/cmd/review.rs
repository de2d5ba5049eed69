//! `suture review` (being written).

use std::process::ExitCode;

use crate::cli::ReviewArgs;

/// Runs `suture review`.
pub fn run(_args: ReviewArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`suture review` is not implemented yet")
}
