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
            let command = match command_of_usage(&rendered) {
                // Errors about a value come without usage: the command is the first word.
                top if top == "suture" => subcommand_named(std::env::args().nth(1)),
                command => command,
            };
            say!("suture: {message} (see `{command} --help`)");
            ExitCode::from(exit::USAGE_OR_IO)
        }
    }
}

/// The command a clap error's usage line is about (`suture merge`), so the error can point
/// at that command's help; `suture` when there is no usage line.
fn command_of_usage(rendered: &str) -> String {
    let usage = rendered.lines().find_map(|line| line.trim().strip_prefix("Usage: "));
    let words: Vec<&str> = usage
        .unwrap_or("suture")
        .split_whitespace()
        .take_while(|word| !word.starts_with(['[', '<', '-']))
        .collect();
    if words.is_empty() { "suture".to_string() } else { words.join(" ") }
}

/// `suture WORD` when WORD is one of the commands, else `suture`.
fn subcommand_named(word: Option<String>) -> String {
    use clap::CommandFactory;
    match word {
        Some(word) if cli::Cli::command().get_subcommands().any(|c| c.get_name() == word) => {
            format!("suture {word}")
        }
        _ => "suture".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_points_at_its_commands_help() {
        let error = cli::Cli::try_parse_from(["suture", "merge", "--bogus"]).unwrap_err();
        assert_eq!(command_of_usage(&error.render().to_string()), "suture merge");
        let error = cli::Cli::try_parse_from(["suture", "bogus"]).unwrap_err();
        assert_eq!(command_of_usage(&error.render().to_string()), "suture");
        let error = cli::Cli::try_parse_from(["suture", "setup", "--jj", "--global"]).unwrap_err();
        assert_eq!(command_of_usage(&error.render().to_string()), "suture setup");
        assert_eq!(subcommand_named(Some("replay".into())), "suture replay");
        assert_eq!(subcommand_named(Some("--jobs".into())), "suture");
        assert_eq!(subcommand_named(None), "suture");
    }
}
