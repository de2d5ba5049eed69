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

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let os = std::env::var("CARGO_CFG_TARGET_OS").unwrap_or_default();
    let arch = std::env::var("CARGO_CFG_TARGET_ARCH").unwrap_or_default();
    // A static build (`crt-static`) links its own way (static-pie); leave it alone.
    let features = std::env::var("CARGO_CFG_TARGET_FEATURE").unwrap_or_default();
    let static_crt = features.split(',').any(|feature| feature == "crt-static");
    if os == "linux" && arch == "x86_64" && !static_crt {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
}
