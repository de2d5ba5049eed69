//! `suture languages` (being written).

use std::process::ExitCode;

use crate::cli::LanguagesArgs;

/// Runs `suture languages`.
pub fn run(_args: LanguagesArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("`suture languages` is not implemented yet")
}
