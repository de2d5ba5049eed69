//! `suture merge` (being written).

use std::process::ExitCode;

use crate::cli::MergeArgs;

/// Runs `suture merge`.
pub fn run(_args: MergeArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`suture merge` is not implemented yet")
}
