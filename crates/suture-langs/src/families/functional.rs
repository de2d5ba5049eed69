//! Functional languages: Haskell, Common Lisp, Elixir, Erlang, Elm and Gleam.
//! Import lists and exposing lists are sets; definitions are left ordered (Erlang and
//! Lisp macros need definition before use, and the order of function clauses is their
//! meaning).
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, LanguageProfile, Signature};

/// The functional profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("Haskell", &["hs", "hs-boot"], tree_sitter_haskell::LANGUAGE.into())
            .aliases(&["haskell", "hs"])
            // One module imported twice (`import Data.Map (Map)` and `import qualified
            // Data.Map as M`) is common, so the whole import is the signature.
            .commutative([CommutativeParent::new("imports", "\n").elements(&["import"])])
            .signatures([Signature::whole("import")]),
        // Not `.cl`: OpenCL kernels use it too.
        LanguageProfile::new(
            "Common Lisp",
            &["lisp", "lsp", "asd"],
            tree_sitter_commonlisp::LANGUAGE_COMMONLISP.into(),
        )
        .aliases(&["commonlisp", "common-lisp", "lisp"]),
        LanguageProfile::new("Elixir", &["ex", "exs"], tree_sitter_elixir::LANGUAGE.into())
            .aliases(&["elixir", "ex"])
            .file_names(&["mix.lock"]),
        LanguageProfile::new(
            "Erlang",
            &["erl", "hrl", "escript"],
            tree_sitter_erlang::LANGUAGE.into(),
        )
        .aliases(&["erlang", "erl"])
        .file_names(&["rebar.config", "rebar.lock", "sys.config"]),
        LanguageProfile::new("Elm", &["elm"], tree_sitter_elm::LANGUAGE.into())
            .aliases(&["elm"])
            .commutative([
                CommutativeParent::new("file", "\n").elements(&["import_clause"]),
                CommutativeParent::new("exposing_list", ",").delimited("(", ")").elements(&[
                    "exposed_value",
                    "exposed_type",
                    "exposed_operator",
                ]),
            ])
            .signatures([
                Signature::whole("import_clause"),
                Signature::whole("exposed_value"),
                Signature::whole("exposed_type"),
                Signature::whole("exposed_operator"),
            ]),
        LanguageProfile::new("Gleam", &["gleam"], tree_sitter_gleam::LANGUAGE.into())
            .aliases(&["gleam"])
            .commutative([
                CommutativeParent::new("source_file", "\n").elements(&["import"]),
                CommutativeParent::new("unqualified_imports", ",").delimited("{", "}"),
            ])
            .signatures([Signature::whole("import"), Signature::whole("unqualified_import")]),
    ]
}
