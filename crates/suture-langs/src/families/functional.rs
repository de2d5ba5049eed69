//! Functional languages: Haskell, Common Lisp, Elixir, Erlang, Elm and Gleam.
//! Import lists, export and exposing lists are sets, and so are Gleam's top-level functions;
//! other definitions are left ordered (Erlang and Lisp macros need definition before use,
//! and the order of function clauses is their meaning). Two different top-level
//! declarations (Haskell, Elm, Erlang functions), record fields (Haskell, Elm), Erlang
//! exports or mix.exs dependencies added at one place are both kept; Elixir bodies (`plug`
//! pipelines) and other lists stay order-sensitive.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

/// Haskell's top-level declarations: each names something the whole module sees.
const HASKELL_DECLARATIONS: &[&str] =
    &["function", "bind", "signature", "data_type", "newtype", "type_synonym", "class", "instance"];

/// Elm's top-level declarations, visible in the whole module.
const ELM_DECLARATIONS: &[&str] =
    &["value_declaration", "type_annotation", "type_declaration", "type_alias_declaration"];

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
            ])
            .ordered([
                OrderedList::independent(
                    "declarations",
                    HASKELL_DECLARATIONS,
                    "top-level declarations are visible in the whole module, in any order",
                )
                // A `-- |` comment documents the declaration after it.
                .attach(&["haddock"]),
                // Record syntax reads fields by name (positional construction of a record
                // with a new field breaks on both sides alike).
                OrderedList::independent(
                    "fields",
                    &["field"],
                    "record fields are read by name, not by position",
                ),
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
            .file_names(&["mix.lock"])
            // A dependency `{:name, ..}` is its name: one package at two versions conflicts.
            .signatures([Signature::new("tuple", &[&["@atom"]])])
            .ordered([
                // `defp deps do [..] end` in mix.exs: packages, in any order. Any other
                // list (supervisor children start in order) keeps its order.
                OrderedList::independent(
                    "list",
                    &["tuple"],
                    "the packages of mix.exs deps are independent of each other",
                )
                .unless(Condition::AncestorLacksChild {
                    up: 2,
                    kind: "arguments",
                    contains_any: &["deps"],
                }),
                // Calls in a body run in order: `plug` pipelines, callbacks, statements.
                OrderedList::order_sensitive("do_block", "calls in a body run in order"),
                OrderedList::order_sensitive("arguments", "arguments are positional"),
            ]),
        LanguageProfile::new(
            "Erlang",
            &["erl", "hrl", "escript"],
            tree_sitter_erlang::LANGUAGE.into(),
        )
        .aliases(&["erlang", "erl"])
        .file_names(&["rebar.config", "rebar.lock", "sys.config"])
        // A function is its name (a second arity added on the other side is a conflict).
        .signatures([
            Signature::new("fun_decl", &[&["@function_clause", "name"]]),
            Signature::new("spec", &[&["fun"]]),
        ])
        .ordered([
            // Functions are visible in the whole module; macros and records, defined
            // before use, are not items and keep a conflict.
            OrderedList::independent(
                "source_file",
                &["fun_decl", "export_attribute", "spec"],
                "functions and exports are visible in the whole module, in any order",
            ),
            OrderedList::independent(
                "export_attribute",
                &["fa"],
                "an export list names functions, in any order",
            ),
            OrderedList::order_sensitive("expr_args", "arguments are positional"),
        ]),
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
                // A value is its name (its annotation is named by the `name` field): one
                // name defined on both sides differently conflicts.
                Signature::new(
                    "value_declaration",
                    &[&["functionDeclarationLeft", "@lower_case_identifier"]],
                ),
            ])
            .ordered([
                OrderedList::independent(
                    "file",
                    ELM_DECLARATIONS,
                    "top-level declarations are visible in the whole module, in any order",
                ),
                OrderedList::independent(
                    "record_type",
                    &["field_type"],
                    "record fields are read by name, not by position",
                ),
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
