//! Links the `suture` binary as a position-dependent executable on x86-64 Linux.
//!
//! git starts the merge driver once per conflicting file, so its start-up is paid on every
//! merge. A position-independent executable of this size (60 grammars' tables, full of
//! pointers) carries about 46,000 relocations that the dynamic loader applies at every
//! start, writing to some 160 pages of otherwise read-only data; a position-dependent one
//! has them resolved at link time. Measured: 1.55 ms of CPU and 300 page faults for
//! `suture --version` before, 0.8 ms and 135 after (`git --version`: 0.7 ms). The code
//! itself is unchanged (it is still compiled position-independent), so this is safe to
//! leave off anywhere else. The price: the binary's own image loses address-space
//! randomisation (the stack, heap and libraries keep it); the README says so.
//!
//! It also sets `SUTURE_VERSION`, what `suture --version` prints: the package version and,
//! when built from a git checkout, the commit (`0.1.0 (3f2a9c1d0 2026-12-07)`). Outside a
//! checkout (a source archive) or without git, the package version alone.

use std::path::Path;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let version = env!("CARGO_PKG_VERSION");
    let version = match commit() {
        Some(commit) => format!("{version} ({commit})"),
        None => version.to_string(),
    };
    println!("cargo:rustc-env=SUTURE_VERSION={version}");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    // A static build (`crt-static`) links its own way (static-pie); leave it alone.
    let features = std::env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let static_crt = features.split(',').any(|feature| feature == "crt-static");
    if os == "linux" && arch == "x86_64" && !static_crt {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}

/// `HASH DATE` of the checked-out commit, `None` outside a git checkout. Asks cargo to run
/// this again when HEAD moves (the files git changes then).
fn commit() -> Option<String> {
    let dir = std::env::var_os("CARGO_MANIFEST_DIR")?;
    let git = |args: &[&str]| -> Option<String> {
        let out = Command::new("git").arg("-C").arg(&dir).args(args).output().ok()?;
        let text = String::from_utf8(out.stdout).ok()?;
        (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_string())
    };
    let git_dir = git(&["rev-parse", "--absolute-git-dir"])?;
    let common_dir = git(&["rev-parse", "--path-format=absolute", "--git-common-dir"])
        .unwrap_or_else(|| git_dir.clone());
    // Only files that exist: cargo runs the script on every build for a missing one.
    let mut watched = vec![Path::new(&git_dir).join("HEAD")];
    if let Some(reference) = git(&["symbolic-ref", "-q", "HEAD"]) {
        watched.push(Path::new(&common_dir).join(reference));
    }
    watched.push(Path::new(&common_dir).join("packed-refs"));
    for file in watched.iter().filter(|f| f.exists()) {
        println!("cargo:rerun-if-changed={}", file.display());
    }
    git(&["log", "-1", "--format=%h %cs", "--abbrev=9"])
}
