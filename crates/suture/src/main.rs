//! The `suture` binary: parses the command line, runs one command, maps the outcome to
//! git's exit-code contract. All merge logic lives in `suture-core`; all language knowledge
//! in `suture-langs`.

#[macro_use]
mod output;

mod account;
mod atomic;
mod attempts;
mod attributes;
mod cli;
mod cmd;
mod config;
mod exit;
mod git;
mod options;
mod recover;

use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;

fn main() -> ExitCode {
    let cli = match cli::Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error),
    };
    cmd::init_logging(cli.verbosity());
    // A panic inside the structured merge is caught by the cascade, which falls back to the
    // line merge and says so in one line; the default hook's multi-line report would only
    // alarm. Keep the details for `-vv`.
    std::panic::set_hook(Box::new(|info| {
        if std::thread::current().name() == Some("suture-structured") {
            log::debug!("internal error: {info}");
        } else {
            say!("suture: internal error: {info}; please report it");
        }
    }));
    match cmd::run(cli) {
        Ok(code) => code,
        // The reader of stdout has gone (`suture languages | head -1`): what it read was
        // all it wanted, so the command ends as it would have, quietly.
        Err(error) if output::is_closed_pipe(&error) => ExitCode::from(exit::CLEAN),
        Err(error) => {
            say!("suture: {error:#}");
            ExitCode::from(exit::USAGE_OR_IO)
        }
    }
}

/// `--help` and `--version` print as clap renders them; a real usage error becomes one
/// line on stderr (git shows driver stderr inline, where a usage screen is noise).
fn usage_error(error: &clap::Error) -> ExitCode {
    match error.kind() {
        ErrorKind::DisplayHelp
        | ErrorKind::DisplayVersion
        | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            let _ = error.print();
            let code = if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
                exit::USAGE_OR_IO
            } else {
                exit::CLEAN
            };
            ExitCode::from(code)
        }
        _ => {
            // clap's first paragraph is the message (sometimes over several lines); the
            // tips and usage after the blank line are left out.
            let rendered = error.render().to_string();
            let message = rendered
                .lines()
                .skip_while(|l| l.trim().is_empty())
                .take_while(|l| !l.trim().is_empty())
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" ");
            let message = message.strip_prefix("error: ").unwrap_or(&message);
            say!("suture: {message} (see `suture --help`)");
            ExitCode::from(exit::USAGE_OR_IO)
        }
    }
}
