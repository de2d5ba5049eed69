//! `suture completions SHELL` and `suture man [COMMAND]`: shell completion scripts and roff
//! man pages, generated from the clap definition in `cli.rs` so they never drift from the
//! flags.

use std::io::Write;
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::CommandFactory;

use crate::cli::{Cli, CompletionsArgs, ManArgs};
use crate::exit;

/// Prints the completion script for one shell.
pub fn completions(args: CompletionsArgs) -> anyhow::Result<ExitCode> {
    let mut command = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "suture", &mut out);
    std::io::stdout().lock().write_all(&out).context("cannot write to stdout")?;
    Ok(ExitCode::from(exit::CLEAN))
}

/// Prints `suture(1)`, or `suture-COMMAND(1)`, the pages the main one refers to.
pub fn man(args: ManArgs) -> anyhow::Result<ExitCode> {
    let mut command = Cli::command().disable_help_subcommand(true);
    // Building names the subcommands `suture-COMMAND`, as the main page cites them.
    command.build();
    let page = match &args.command {
        None => command,
        Some(name) => match command.find_subcommand(name) {
            Some(sub) => sub.clone(),
            None => bail!("no command `{name}`; see `suture --help`"),
        },
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(page).render(&mut out).context("cannot render the man page")?;
    std::io::stdout().lock().write_all(&out).context("cannot write to stdout")?;
    Ok(ExitCode::from(exit::CLEAN))
}
