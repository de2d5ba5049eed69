//! One module per command. Each turns the raw flags into validated options, runs the
//! library, and returns the process exit code.

mod doctor;
mod generate;
mod languages;
mod merge;
mod replay;
mod report;
mod review;
mod setup;
mod solve;

use std::process::ExitCode;

use crate::cli::{Cli, Command};

/// Runs the parsed command line.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    match cli.command {
        Command::Merge(args) => merge::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Review(args) => review::run(args),
        Command::Report(args) => report::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Languages(args) => languages::run(args),
        Command::Setup(args) => setup::run(args),
        Command::Doctor(args) => doctor::run(args),
        Command::Completions(args) => generate::completions(args),
        Command::Man(args) => generate::man(args),
    }
}

/// Sends `log` records to stderr, prefixed with `suture:`.
pub fn init_logging(verbosity: u8) {
    let level = match verbosity {
        0 => log::LevelFilter::Warn,
        1 => log::LevelFilter::Info,
        _ => log::LevelFilter::Debug,
    };
    // The engine's own records (stage by stage, raw timings) are for `-vv`; `-v` gives
    // the command's summary of each file.
    let engine = if verbosity >= 2 { log::LevelFilter::Debug } else { log::LevelFilter::Warn };
    env_logger::Builder::new()
        .filter_level(level)
        .filter_module("suture_core", engine)
        .filter_module("suture_langs", engine)
        .format(|buf, record| {
            use std::io::Write;
            writeln!(buf, "suture: {}", record.args())
        })
        .init();
}
