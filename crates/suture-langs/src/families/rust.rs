//! Rust: items of modules, impls and traits, `use` lists and struct fields are sets; enum
//! variants, `#[repr(..)]` structs and structs deriving an ordering are not.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

/// Items that may be reordered freely inside a module, an impl or a trait. Macro definitions
/// and invocations are left out on purpose: `macro_rules!` is textually scoped, so its
/// position matters, and an invocation may expand to anything.
const ITEMS: &[&str] = &[
    "function_item",
    "function_signature_item",
    "struct_item",
    "enum_item",
    "union_item",
    "trait_item",
    "impl_item",
    "mod_item",
    "const_item",
    "static_item",
    "type_item",
    "associated_type",
    "use_declaration",
    "extern_crate_declaration",
    "foreign_mod_item",
    // An inner attribute (`#![deny(missing_docs)]`) sets something of the whole module, in
    // no order with the others; it stays above the items, where each side wrote it.
    "inner_attribute_item",
];

/// Outer attributes are siblings of the item or field they annotate, so they must travel
/// with the element that follows them.
const ATTACHED: &[&str] = &["attribute_item"];

/// A struct's field order is observable when its layout is fixed (`#[repr(C)]`, `packed`,
/// `transparent`...) and when a derived `PartialOrd`/`Ord` compares fields in order.
fn ordered_struct_conditions(parent: CommutativeParent) -> CommutativeParent {
    parent
        .unless(Condition::AncestorPrecededBy { up: 1, kind: "attribute_item", contains: "repr" })
        .unless(Condition::AncestorPrecededBy { up: 1, kind: "attribute_item", contains: "Ord" })
}

/// The Rust profile.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("Rust", &["rs"], tree_sitter_rust::LANGUAGE.into())
            .aliases(&["rs", "rust"])
            // Path keywords are named tokens (`self`, `crate`, `super`, `Self`).
            .reserved(&["self", "Self", "crate", "super"])
            .commutative([
                CommutativeParent::new("source_file", "\n\n").elements(ITEMS).attach(ATTACHED),
                CommutativeParent::new("declaration_list", "\n\n")
                    .delimited("{", "}")
                    .elements(ITEMS)
                    .attach(ATTACHED),
                ordered_struct_conditions(
                    CommutativeParent::new("field_declaration_list", ",")
                        .delimited("{", "}")
                        .elements(&["field_declaration"])
                        .attach(ATTACHED),
                ),
                CommutativeParent::new("use_list", ",").delimited("{", "}"),
                // Named initialisers: `..base` is not an element and keeps the list ordered.
                CommutativeParent::new("field_initializer_list", ",")
                    .delimited("{", "}")
                    .elements(&["field_initializer", "shorthand_field_initializer"]),
            ])
            .signatures([
                Signature::new("function_item", &[&["name"]]).renamable(),
                Signature::new("function_signature_item", &[&["name"]]).renamable(),
                Signature::new("struct_item", &[&["name"]]).renamable(),
                Signature::new("enum_item", &[&["name"]]).renamable(),
                Signature::new("union_item", &[&["name"]]).renamable(),
                Signature::new("trait_item", &[&["name"]]).renamable(),
                Signature::new("impl_item", &[&["type_parameters"], &["trait"], &["type"]]),
                Signature::new("mod_item", &[&["name"]]).renamable(),
                Signature::new("const_item", &[&["name"]]).renamable(),
                Signature::new("static_item", &[&["name"]]).renamable(),
                Signature::new("type_item", &[&["name"]]).renamable(),
                Signature::new("associated_type", &[&["name"]]).renamable(),
                Signature::whole("use_declaration"),
                Signature::whole("extern_crate_declaration"),
                Signature::whole("foreign_mod_item"),
                Signature::whole("inner_attribute_item"),
                Signature::new("field_declaration", &[&["name"]]).renamable(),
                Signature::new("field_initializer", &[&["field"]]).renamable(),
                Signature::whole("shorthand_field_initializer"),
                // Elements of a `use` list: a path, `path as alias`, `path::{..}`, `*`.
                Signature::whole("identifier"),
                Signature::whole("scoped_identifier"),
                Signature::whole("self"),
                Signature::whole("crate"),
                Signature::whole("super"),
                Signature::whole("metavariable"),
                Signature::new("use_as_clause", &[&["path"]]),
                Signature::new("scoped_use_list", &[&["path"]]),
                Signature::whole("use_list"),
                Signature::whole("use_wildcard"),
            ])
            .ordered([
                // Discriminants and derived orderings follow the variants' order.
                OrderedList::order_sensitive(
                    "enum_variant_list",
                    "a variant's position is its value",
                ),
                OrderedList::order_sensitive("parameters", "parameters are positional"),
                OrderedList::order_sensitive("arguments", "arguments are positional"),
            ])
            // String contents are text, not structure: a literal changes as a whole.
            .atomic(&["string_literal", "raw_string_literal", "char_literal"]),
    ]
}
