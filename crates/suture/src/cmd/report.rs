//! `suture report` (being written).

use std::process::ExitCode;

use crate::cli::ReportArgs;

/// Runs `suture report`.
pub fn run(_args: ReportArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`suture report` is not implemented yet")
}
