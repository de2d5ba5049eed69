//! `suture completions SHELL` and `suture man [COMMAND|--all DIR]`: shell completion
//! scripts and roff man pages, generated from the clap definition in `cli.rs` so they
//! never drift from the flags.

use std::io::Write;
use std::path::Path;
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

/// Prints `suture(1)`, or `suture-COMMAND(1)`, the pages the main one refers to; with
/// `--all DIR`, writes them all there.
pub fn man(args: ManArgs) -> anyhow::Result<ExitCode> {
    let mut command = Cli::command().disable_help_subcommand(true);
    // Building names the subcommands `suture-COMMAND`, as the main page cites them.
    command.build();
    if let Some(dir) = &args.all {
        return write_all_pages(&command, dir);
    }
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

/// Writes `suture.1` and every `suture-COMMAND.1` into `dir`; prints their names.
fn write_all_pages(command: &clap::Command, dir: &Path) -> anyhow::Result<ExitCode> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let pages = std::iter::once(command).chain(command.get_subcommands());
    let mut written = String::new();
    for page in pages {
        // Built, a command's display name is its page's: `suture-setup`.
        let name = page.get_display_name().unwrap_or(page.get_name());
        let path = dir.join(format!("{name}.1"));
        let mut out = Vec::new();
        clap_mangen::Man::new(page.clone()).render(&mut out).context("cannot render a man page")?;
        std::fs::write(&path, out).with_context(|| format!("cannot write {}", path.display()))?;
        written.push_str(&format!("{}\n", path.display()));
    }
    crate::output::stdout(written.as_bytes()).context("cannot write to stdout")?;
    Ok(ExitCode::from(exit::CLEAN))
}
