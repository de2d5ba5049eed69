//! `suture doctor`: checks that git will really merge through suture where it is run, and
//! says what to fix. Four checks: the driver line git would use, the binary it names, the
//! attributes that send files to the driver, and the conflict style.
//!
//! The check that matters most is the binary: a driver git cannot start makes every merged
//! file print `not found`, and leaves the file unmerged with only our side in it.
//!
//! Must not: change anything (setup does), or fail on what it checks: a problem is a line
//! of the report and exit status 1.

use std::fmt::Write as _;
use std::path::Path;
use std::process::{ExitCode, Stdio};

use anyhow::Context;

use super::setup::driver;
use crate::cli::{DoctorArgs, StyleArg};
use crate::{exit, git};

/// One finding.
enum Finding {
    Ok(String),
    Note(String),
    /// What is wrong, and how to fix it.
    Problem(String, String),
}

/// Runs `suture doctor`.
pub fn run(_args: DoctorArgs) -> anyhow::Result<ExitCode> {
    let cwd = std::env::current_dir().context("cannot read the current folder")?;
    let in_repository = git::may_be_in_repository(&cwd) && git::work_tree_root(&cwd).is_some();
    let mut findings = Vec::new();
    let driver_set = check_driver(&cwd, in_repository, &mut findings);
    if in_repository {
        findings.push(check_attributes(&cwd, driver_set));
    } else {
        findings.push(Finding::Note(
            "not in a git work tree: the attributes of a repository were not checked; run \
             `suture doctor` inside one"
                .into(),
        ));
    }
    findings.push(check_conflict_style(&cwd));

    let mut out = String::new();
    let mut problems = 0;
    for finding in &findings {
        match finding {
            Finding::Ok(text) => writeln!(out, "ok       {text}")?,
            Finding::Note(text) => writeln!(out, "note     {text}")?,
            Finding::Problem(text, fix) => {
                problems += 1;
                writeln!(out, "PROBLEM  {text}")?;
                writeln!(out, "  fix:   {fix}")?;
            }
        }
    }
    match problems {
        0 => writeln!(out, "git will merge through suture here")?,
        1 => writeln!(out, "1 problem: git will not merge through suture here until it is fixed")?,
        n => writeln!(
            out,
            "{n} problems: git will not merge through suture here until they are fixed"
        )?,
    }
    crate::output::stdout(out.as_bytes()).context("cannot write to stdout")?;
    Ok(ExitCode::from(if problems == 0 { exit::CLEAN } else { exit::CONFLICTS }))
}

/// The driver line and the binary it names; returns whether a driver line is set.
fn check_driver(cwd: &Path, in_repository: bool, findings: &mut Vec<Finding>) -> bool {
    let setup = if in_repository { "suture setup" } else { "suture setup --global" };
    let Some((origin, line)) = driver_line(cwd) else {
        findings.push(Finding::Problem(
            "no merge.suture.driver in git's config: git does not know the driver".into(),
            format!("run `{setup}`"),
        ));
        return false;
    };
    findings.push(Finding::Ok(format!("driver line ({origin}): {line}")));
    let Some((program, rest)) = driver::split_program(&line) else {
        findings.push(Finding::Problem(
            "the driver line names no program".into(),
            format!("run `{setup} --replace`"),
        ));
        return true;
    };
    if !rest.contains("--git") || !["%O", "%A", "%B"].iter().all(|p| rest.contains(p)) {
        findings.push(Finding::Problem(
            "the driver line lacks `--git %O %A %B`: git's files would not be merged in place"
                .into(),
            format!("run `{setup} --replace`"),
        ));
    }
    match driver::resolve(&program) {
        None => findings.push(Finding::Problem(
            format!(
                "git cannot find `{program}`{}: every merge would fail and leave only our side \
                 in the file",
                if program.contains('/') { "" } else { " on the PATH" }
            ),
            format!("run `{setup} --replace --absolute-path` with the suture you want"),
        )),
        Some(found) => {
            let version = version_of(&found);
            findings.push(Finding::Ok(format!("git runs {} ({version})", found.display())));
            if !program.contains('/') {
                findings.push(Finding::Note(format!(
                    "`{program}` is looked up on the PATH of whatever runs git; a program \
                     with another PATH (an editor, a GUI client) may not find it: `{setup} \
                     --replace --absolute-path` writes its absolute path instead"
                )));
            }
        }
    }
    true
}

/// `(where it is set, the line)` of the driver line git would use here.
fn driver_line(cwd: &Path) -> Option<(String, String)> {
    let out = git::output(cwd, ["config", "--show-origin", "--get", "merge.suture.driver"]).ok()?;
    let text = String::from_utf8_lossy(&out);
    let text = text.trim_end_matches(['\n', '\r']);
    let (origin, line) = text.split_once('\t').unwrap_or(("git's config", text));
    let origin = origin.strip_prefix("file:").unwrap_or(origin);
    Some((origin.to_string(), line.to_string()))
}

/// The first line of `binary --version`, or why it gave none.
fn version_of(binary: &Path) -> String {
    let out = std::process::Command::new(binary)
        .arg("--version")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output();
    match out {
        Ok(out) if out.status.success() => {
            String::from_utf8_lossy(&out.stdout).lines().next().unwrap_or("").trim().to_string()
        }
        Ok(out) => format!("`--version` exited with {}", out.status),
        Err(error) => format!("cannot run it: {error}"),
    }
}

/// Whether the attributes send files to the driver (a Rust file stands for all).
fn check_attributes(cwd: &Path, driver_set: bool) -> Finding {
    const PROBE: &str = "suture-doctor-probe.rs";
    let answer = git::output(cwd, ["check-attr", "merge", "--", PROBE])
        .map(|out| String::from_utf8_lossy(&out).trim().to_string());
    let value = match &answer {
        Ok(line) => line.rsplit(": ").next().unwrap_or("").to_string(),
        Err(error) => {
            return Finding::Problem(
                format!("cannot read the attributes: {error:#}"),
                "check that git works here".into(),
            );
        }
    };
    if value == "suture" {
        let note = if driver_set { "" } else { " (but no driver line, see above)" };
        Finding::Ok(format!("attributes: a file such as {PROBE} has merge=suture{note}"))
    } else {
        Finding::Problem(
            format!("attributes: no merge=suture for a file such as {PROBE} (merge: {value})"),
            "run `suture setup`, or add `*.rs merge=suture` (and others) to .gitattributes".into(),
        )
    }
}

/// git's `merge.conflictStyle`, which suture follows as a driver.
fn check_conflict_style(cwd: &Path) -> Finding {
    match git::conflict_style(cwd) {
        None => Finding::Note(
            "merge.conflictStyle is unset: suture writes the conflicts it leaves in diff3 style \
             (with the base), git in merge style; `git config --global merge.conflictStyle \
             diff3` makes both show the base"
                .into(),
        ),
        Some(value) => match StyleArg::from_git(&value) {
            Some(_) => Finding::Ok(format!(
                "merge.conflictStyle = {value}: suture writes its conflicts in that style too"
            )),
            None => Finding::Problem(
                format!("merge.conflictStyle = {value:?}, a style neither git nor suture knows"),
                "set it to merge, diff3 or zdiff3".into(),
            ),
        },
    }
}
