//! A reader that goes away early (`suture languages | true`, `suture merge … | head -1`):
//! no panic, no abort, and the exit status the command has when its output is read, so a
//! script's `set -o pipefail` sees no failure where none happened.

use std::process::Command;

use crate::common::{suture_bin, text, write_file};

/// Runs `suture ARGS` in `dir` with stdout (and stderr too when `both`) into a pipe whose
/// reader has already exited; returns suture's exit status and what it wrote to stderr
/// (empty when stderr went into the pipe).
fn with_reader_gone(dir: &std::path::Path, args: &[&str], both: bool) -> (Option<i32>, String) {
    // `true` exits at once; the sleep makes suture write only after it has.
    let redirect = if both { "2>&1" } else { "" };
    let script = format!(
        "(sleep 0.3; exec \"$0\" \"$@\") {redirect} | true; echo \"${{PIPESTATUS[0]}}\" >&3"
    );
    let status_file = dir.join("status");
    let out = Command::new("bash")
        .current_dir(dir)
        .arg("-c")
        .arg(format!("exec 3>{}; {script}", status_file.display()))
        .arg(suture_bin())
        .args(args)
        .env_remove("suture")
        .env("SUTURE_DATA_DIR", dir.join("data"))
        .output()
        .expect("bash runs");
    let status = std::fs::read_to_string(&status_file).unwrap();
    (status.trim().parse().ok(), text(&out.stderr))
}

#[test]
fn a_closed_pipe_ends_each_command_quietly_with_its_usual_status() {
    let dir = tempfile::tempdir().unwrap();
    let base = "fn a() {}\n".repeat(2000);
    write_file(dir.path(), "base.txt", format!("{base}x\n"));
    write_file(dir.path(), "left.txt", format!("{base}left\n"));
    write_file(dir.path(), "right.txt", format!("{base}right\n"));
    let merge = ["merge", "base.txt", "left.txt", "right.txt"];
    let missing = ["merge", "base.txt", "left.txt", "no-such-file"];
    // (arguments, the status when the output is read)
    let cases: [(&[&str], i32); 6] = [
        (&["languages"], 0),
        (&["languages", "--gitattributes"], 0),
        (&["--help"], 0),
        (&merge, 1),
        (&missing, 2),
        (&["completions", "bash"], 0),
    ];
    for (args, status) in cases {
        for both in [true, false] {
            let (got, stderr) = with_reader_gone(dir.path(), args, both);
            assert_eq!(got, Some(status), "{args:?} (stderr closed too: {both}): {stderr}");
            assert!(!stderr.contains("panicked") && !stderr.contains("Broken pipe"), "{stderr}");
            if !both && status != 2 {
                assert_eq!(stderr, "", "{args:?}: nothing to say about a closed pipe");
            }
        }
    }
}
