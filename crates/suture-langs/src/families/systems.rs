//! Other compiled languages: Swift, Dart, Zig, Solidity and Pascal. Imports,
//! free-standing functions and Swift's methods are sets; Solidity state variables are laid out in storage
//! order and stay ordered, as do Pascal record fields. Swift properties and the fields of a
//! plain Zig struct are read by name: two added at one place are both kept (left's first).
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

/// The profiles of the other compiled languages.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("Swift", &["swift"], tree_sitter_swift::LANGUAGE.into())
            .aliases(&["swift"])
            .commutative([
                // Imports: a module's namespace does not depend on their order.
                CommutativeParent::new("source_file", "\n").elements(&["import_declaration"]),
                // A type's methods and initialisers are a set; its properties are not
                // elements (stored properties order a struct's memberwise initialiser), so
                // they keep their places and the methods merge around them.
                CommutativeParent::new("class_body", "\n\n")
                    .delimited("{", "}")
                    .elements(&["function_declaration", "init_declaration"]),
            ])
            .signatures([
                // One import written twice is one import.
                Signature::whole("import_declaration"),
                // Name and parameter labels and types: Swift overloads on both.
                Signature::new("function_declaration", &[&["name"], &["@parameter"]]).renamable(),
                Signature::new("init_declaration", &[&["@parameter"]]),
            ])
            .ordered([
                // Stored properties are read by name; the memberwise initialiser takes them
                // as labelled arguments.
                OrderedList::independent(
                    "class_body",
                    &["property_declaration"],
                    "properties are read by name, not by position",
                ),
                OrderedList::order_sensitive("value_arguments", "arguments are positional"),
                OrderedList::order_sensitive("enum_class_body", "raw values count by position"),
            ]),
        LanguageProfile::new("Dart", &["dart"], tree_sitter_dart::LANGUAGE.into())
            .aliases(&["dart"])
            .commutative([
                // Imports and exports: a library's namespace does not depend on their order.
                CommutativeParent::new("source_file", "\n").elements(&["import_or_export"]),
                // A class's members are a set: field initialisers cannot read `this`, so
                // their order is not observable, and methods may come in any order.
                CommutativeParent::new("class_body", "\n\n")
                    .delimited("{", "}")
                    .elements(&["member_declaration"]),
            ])
            .signatures([
                // One import written twice is one import.
                Signature::whole("import_or_export"),
                // A member is its name: getter and setter of one name stay apart (their own
                // paths); a constructor is its name, not its parameters, so two sides that
                // change one constructor differently conflict instead of keeping two.
                Signature::new(
                    "member_declaration",
                    &[
                        &["@method_declaration", "signature", "@function_signature", "name"],
                        &["@method_declaration", "signature", "@getter_signature", "name"],
                        &["@method_declaration", "signature", "@setter_signature", "name"],
                        &["@method_declaration", "signature", "@operator_signature", "operator"],
                        &["@method_declaration", "signature", "@constructor_signature", "name"],
                        &[
                            "@method_declaration",
                            "signature",
                            "@factory_constructor_signature",
                            "name",
                        ],
                        &["@declaration", "@function_signature", "name"],
                        &["@declaration", "@getter_signature", "name"],
                        &["@declaration", "@setter_signature", "name"],
                        &["@declaration", "@operator_signature", "operator"],
                        &["@declaration", "@constructor_signature", "name"],
                        &["@declaration", "@constant_constructor_signature", "name"],
                        &["@declaration", "@factory_constructor_signature", "name"],
                        &["@declaration", "@redirecting_factory_constructor_signature", "name"],
                        &[
                            "@declaration",
                            "@initialized_identifier_list",
                            "@initialized_identifier",
                            "name",
                        ],
                        &["@declaration", "@static_final_declaration_list"],
                        &["@declaration", "@identifier_list"],
                    ],
                )
                .renamable(),
            ]),
        LanguageProfile::new("Zig", &["zig", "zon"], tree_sitter_zig::LANGUAGE.into())
            .aliases(&["zig"])
            // A Zig file is a struct: its top-level fields stay ordered.
            .commutative([CommutativeParent::new("source_file", "\n\n")
                .elements(&["function_declaration", "test_declaration"])])
            // Zig has no overloads: a function is its name, a test its name string.
            .signatures([
                Signature::new("function_declaration", &[&["name"]]).renamable(),
                Signature::new("test_declaration", &[&["@string"], &["@identifier"]]),
                // A top-level `const`/`var` is its name: one name added twice conflicts.
                Signature::new("variable_declaration", &[&["@identifier"]]),
            ])
            .ordered([
                // Zig reorders the fields of a plain struct itself; `extern` and `packed`
                // structs are laid out as written.
                OrderedList::independent(
                    "struct_declaration",
                    &["container_field"],
                    "a plain struct's fields are laid out by the compiler, not by position",
                )
                .unless(Condition::AncestorHasChild { up: 0, kind: "extern", contains: "extern" })
                .unless(Condition::AncestorHasChild {
                    up: 0,
                    kind: "packed",
                    contains: "packed",
                }),
                // Top-level declarations are order-independent in Zig.
                OrderedList::independent(
                    "source_file",
                    &["variable_declaration"],
                    "top-level declarations may be used before they are declared",
                ),
                OrderedList::order_sensitive("parameters", "parameters are positional"),
                OrderedList::order_sensitive("arguments", "arguments are positional"),
            ]),
        LanguageProfile::new("Solidity", &["sol"], tree_sitter_solidity::LANGUAGE.into())
            .aliases(&["solidity", "sol"])
            .commutative([
                // Imports: a unit's namespace does not depend on their order.
                CommutativeParent::new("source_file", "\n").elements(&["import_directive"]),
                // State variables fix the storage layout: they are not elements, so the
                // functions around them only move within their stretch.
                CommutativeParent::new("contract_body", "\n\n").delimited("{", "}").elements(&[
                    "function_definition",
                    "modifier_definition",
                    "event_definition",
                    "error_declaration",
                ]),
            ])
            .signatures([
                // One import written twice is one import.
                Signature::whole("import_directive"),
                // A function, modifier, event or error is its name (overloads, rare in
                // contracts, then conflict rather than merge).
                Signature::new("function_definition", &[&["name"]]).renamable(),
                Signature::new("modifier_definition", &[&["name"]]).renamable(),
                Signature::new("event_definition", &[&["name"]]).renamable(),
                Signature::new("error_declaration", &[&["name"]]).renamable(),
            ]),
        // Not `.pp`: Puppet manifests use it far more often than Free Pascal.
        LanguageProfile::new("Pascal", &["pas", "dpr", "lpr"], tree_sitter_pascal::LANGUAGE.into())
            .aliases(&["pascal", "delphi", "objectpascal"]),
        // No sets in Pascal: a `uses` clause is ordered (the last unit wins a name clash),
        // routines must be declared before use, and record fields are a layout.
    ]
}
