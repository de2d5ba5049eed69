//! Fuzzes the whole cascade on arbitrary bytes for a few languages, through the
//! suture-langs profiles (see `check_cascade`; without profiles it is the line merge).

#![no_main]

#[path = "../../crates/suture-core/tests/support/fuzz_checks.rs"]
mod checks;

const LANGUAGES: [&str; 6] = ["rust", "json", "python", "java", "c", "yaml"];

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    checks::check_cascade(data, &LANGUAGES, suture_langs::by_name);
});
