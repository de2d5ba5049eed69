//! Go: import specs, and functions, methods and type declarations at file level, are
//! unordered, as are the methods of an interface. Struct fields (memory layout, positional
//! literals), `const` blocks (`iota`), parameters and results are ordered.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

/// The Go profile.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("Go", &["go"], tree_sitter_go::LANGUAGE.into())
            .aliases(&["go", "golang"])
            // Predeclared constants and types: named tokens or type identifiers to the
            // grammar, words of the language to a reader.
            .reserved(&[
                "true", "false", "nil", "iota", "bool", "byte", "error", "float32", "float64",
                "int", "int8", "int16", "int32", "int64", "rune", "string", "uint", "uint8",
                "uint16", "uint32", "uint64", "uintptr", "any",
            ])
            .commutative([
                // `var` and `const` declarations stay put: initialisers with side effects
                // run in order, and `iota` counts positions.
                CommutativeParent::new("source_file", "\n\n").elements(&[
                    "function_declaration",
                    "method_declaration",
                    "type_declaration",
                ]),
                // gofmt keeps each import group sorted.
                CommutativeParent::new("import_spec_list", "\n")
                    .delimited("(", ")")
                    .kept_sorted()
                    .elements(&["import_spec"]),
                CommutativeParent::new("interface_type", "\n")
                    .delimited("{", "}")
                    .elements(&["method_elem"]),
            ])
            .signatures([
                Signature::new("function_declaration", &[&["name"]]).renamable(),
                Signature::new("method_declaration", &[&["receiver"], &["name"]]).renamable(),
                Signature::new(
                    "type_declaration",
                    &[&["@type_spec", "name"], &["@type_alias", "name"]],
                )
                .renamable(),
                Signature::new("import_spec", &[&["path"]]),
                Signature::new("method_elem", &[&["name"]]).renamable(),
                // A package-level variable or constant is its (first) name: two sides that
                // add one name with different values conflict instead of declaring it twice.
                Signature::new("var_declaration", &[&["@var_spec", "name"]]),
                Signature::new("const_declaration", &[&["@const_spec", "name"]]),
            ])
            .ordered([
                // Fields are read by name: keyed composite literals and selectors do not
                // see their order (gofmt and vet ask for keyed literals of other
                // packages' structs).
                OrderedList::independent(
                    "field_declaration_list",
                    &["field_declaration"],
                    "struct fields are read by name, not by position",
                ),
                OrderedList::independent(
                    "source_file",
                    &["var_declaration", "const_declaration"],
                    "package-level variables are initialised in dependency order, not by position",
                ),
                OrderedList::independent(
                    "var_spec_list",
                    &["var_spec"],
                    "variables of a block are initialised in dependency order, not by position",
                ),
                // `iota` and a spec without a value (which repeats the one before) count
                // positions.
                OrderedList::independent(
                    "const_declaration",
                    &["const_spec"],
                    "constants of a block are read by name, unless iota numbers them",
                )
                .unless(Condition::AncestorHasChild { up: 0, kind: "const_spec", contains: "iota" })
                .unless(Condition::AncestorHasChildWithout {
                    up: 0,
                    kind: "const_spec",
                    field: "value",
                }),
                OrderedList::order_sensitive("parameter_list", "parameters are positional"),
                OrderedList::order_sensitive("argument_list", "arguments are positional"),
            ])
            .atomic(&["interpreted_string_literal", "raw_string_literal", "rune_literal"]),
    ]
}
