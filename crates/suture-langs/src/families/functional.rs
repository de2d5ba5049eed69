//! Functional languages: Haskell, Common Lisp, Elixir, Erlang, Elm and Gleam.
//! Import lists, export and exposing lists are sets, and so are Gleam's top-level functions;
//! other definitions are left ordered (Erlang and Lisp macros need definition before use,
//! and the order of function clauses is their meaning).
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, LanguageProfile, Signature};

/// The functional profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("Haskell", &["hs", "hs-boot"], tree_sitter_haskell::LANGUAGE.into())
            .indentation_matters()
            .aliases(&["haskell", "hs"])
            // One module imported twice (`import Data.Map (Map)` and `import qualified
            // Data.Map as M`) is common, so the whole import is the signature.
            .commutative([
                // Imports bring names into scope together: their order means nothing.
                CommutativeParent::new("imports", "\n").elements(&["import"]),
                // A module's export list names what it offers, in any order (the order
                // only lays out the Haddock page). `module M` re-exports keep their places.
                CommutativeParent::new("exports", ",").delimited("(", ")").elements(&["export"]),
            ])
            .signatures([
                Signature::whole("import"),
                // An export is the name it exports.
                Signature::whole("export"),
            ]),
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
            .indentation_matters()
            .aliases(&["elm"])
            .commutative([
                // Imports bring modules into scope together: their order means nothing.
                CommutativeParent::new("file", "\n").elements(&["import_clause"]),
                // `exposing (a, b)` lists what a module offers or takes, in any order.
                CommutativeParent::new("exposing_list", ",").delimited("(", ")").elements(&[
                    "exposed_value",
                    "exposed_type",
                    "exposed_operator",
                ]),
            ])
            // An import or an exposed name is its whole text.
            .signatures([
                Signature::whole("import_clause"),
                Signature::whole("exposed_value"),
                Signature::whole("exposed_type"),
                Signature::whole("exposed_operator"),
            ]),
        LanguageProfile::new("Gleam", &["gleam"], tree_sitter_gleam::LANGUAGE.into())
            .aliases(&["gleam"])
            .commutative([
                // Imports, and functions: a Gleam module may use a function defined below
                // it, so top-level functions are order-free. Constants and types keep places.
                CommutativeParent::new("source_file", "\n").elements(&["import", "function"]),
                // `import m.{a, b}`: names brought into scope, in any order.
                CommutativeParent::new("unqualified_imports", ",").delimited("{", "}"),
            ])
            .signatures([
                // An import is its whole text (one module imported with two aliases is two).
                Signature::whole("import"),
                Signature::whole("unqualified_import"),
                // A function is its name: two of one name are a compile error, so a conflict.
                Signature::new("function", &[&["name"]]).renamable(),
            ]),
    ]
}
