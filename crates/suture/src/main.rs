//! The `suture` binary: parses the command line, runs one command, maps the outcome to
//! git's exit-code contract. All merge logic lives in `suture-core`; all language knowledge
//! in `suture-langs`.

mod cli;
mod cmd;
mod exit;

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = cli::Cli::parse();
    cmd::init_logging(cli.verbosity());
    match cmd::run(cli) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("suture: {error:#}");
            ExitCode::from(exit::USAGE_OR_IO)
        }
    }
}
