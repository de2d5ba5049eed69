//! Language profiles of suture: the tree-sitter grammars and, for each language, what the
//! merge engine needs to know as data (see [`suture_core::profile`]). This crate holds no
//! merge logic; adding a language is adding a table entry.
//!
//! The profiles come in families, one module each under `families/`:
//!
//! | family | languages |
//! | --- | --- |
//! | `rust` | Rust |
//! | `c_family` | C, C++, GLSL, Objective-C |
//! | `dotnet` | C# |
//! | `go` | Go |
//! | `jvm` | Java, Kotlin, Kotlin Script (Gradle), Scala, Groovy (Gradle) |
//! | `web` | JavaScript, TypeScript, TSX, HTML, CSS, SCSS, Vue, Svelte |
//! | `python` | Python |
//! | `data` | JSON, YAML, TOML, XML (and MSBuild, XAML, SVG, ...), INI, Properties, Pip Requirements |
//! | `docs` | Markdown, reStructuredText, Diff |
//! | `scripting` | Ruby, PHP, Lua, Bash, Fish, PowerShell, R |
//! | `functional` | Haskell, Common Lisp, Elixir, Erlang, Elm, Gleam |
//! | `systems` | Swift, Dart, Zig, Solidity, Pascal |
//! | `build_tools` | Make, CMake, Dockerfile, Starlark (Bazel), HCL (Terraform), Bicep, Nix |
//! | `schema` | SQL, Protocol Buffers, Prisma, GraphQL |
//!
//! `docs/languages.md` is generated from these tables by the `languages_doc` test.
//!
//! [`config`] applies the rules of configuration files (a user's `config.toml`, a
//! repository's `.suture.toml`) on top of these profiles, without a rebuild.

pub mod config;
mod families;
pub mod table;

use std::sync::OnceLock;

use suture_core::profile::LanguageProfile;

/// Every supported language, built once on first use.
pub fn profiles() -> &'static [LanguageProfile] {
    static PROFILES: OnceLock<Vec<LanguageProfile>> = OnceLock::new();
    PROFILES.get_or_init(families::all)
}

/// A language by name or alias, case-insensitive.
pub fn by_name(name: &str) -> Option<&'static LanguageProfile> {
    profiles().iter().find(|p| {
        p.name.eq_ignore_ascii_case(name) || p.aliases.iter().any(|a| a.eq_ignore_ascii_case(name))
    })
}

/// The language of a path: by its whole file name first (exactly, then ignoring case),
/// then by its last extension, ignoring case. Only the last path component counts, with
/// `/` or `\` as separators.
pub fn detect(path: &str) -> Option<&'static LanguageProfile> {
    let file_name = path.rsplit(['/', '\\']).next().unwrap_or(path);
    if file_name.is_empty() {
        return None;
    }
    let by_file_name = |exact: bool| {
        profiles().iter().find(|p| {
            p.file_names
                .iter()
                .any(|n| if exact { *n == file_name } else { n.eq_ignore_ascii_case(file_name) })
        })
    };
    by_file_name(true).or_else(|| by_file_name(false)).or_else(|| {
        // A leading dot starts a hidden name, not an extension (`.bashrc`).
        let (stem, extension) = file_name.rsplit_once('.')?;
        if stem.is_empty() || extension.is_empty() {
            return None;
        }
        profiles().iter().find(|p| p.extensions.iter().any(|e| e.eq_ignore_ascii_case(extension)))
    })
}
