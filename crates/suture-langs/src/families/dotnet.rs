//! C#: `using` directives, type declarations and members of classes, interfaces and
//! records are unordered. Enum members (implicit values), parameters and structs with an
//! explicit `[StructLayout]` keep their order.
//!
//! Only data lives here; the engine interprets it. The XML-based project files of .NET
//! (`.csproj`, `.props`, ...) are in the data family.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

/// Declarations that may be reordered inside a type or namespace.
const MEMBERS: &[&str] = &[
    // Only valid in namespace bodies, where many files keep their imports.
    "using_directive",
    "class_declaration",
    "struct_declaration",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
    "delegate_declaration",
    "namespace_declaration",
    "constructor_declaration",
    "destructor_declaration",
    "method_declaration",
    "property_declaration",
    "field_declaration",
    "event_declaration",
    "event_field_declaration",
    "indexer_declaration",
    "operator_declaration",
    "conversion_operator_declaration",
];

/// What may be reordered at file level; global attributes and `extern alias` stay put.
const TOP: &[&str] = &[
    "using_directive",
    "namespace_declaration",
    "class_declaration",
    "struct_declaration",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
    "delegate_declaration",
];

/// The C# profile.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("C#", &["cs", "csx"], tree_sitter_c_sharp::LANGUAGE.into())
            .aliases(&["csharp", "cs", "c-sharp"])
            // Predefined types are `predefined_type` tokens, `null` a `null_literal`.
            .reserved(&[
                "bool", "byte", "char", "decimal", "double", "dynamic", "float", "int", "long",
                "nint", "nuint", "null", "object", "sbyte", "short", "string", "uint", "ulong",
                "ushort", "void",
            ])
            .commutative([
                CommutativeParent::new("compilation_unit", "\n").elements(TOP),
                CommutativeParent::new("declaration_list", "\n\n")
                    .delimited("{", "}")
                    .elements(MEMBERS)
                    // Interop structs are laid out field by field.
                    .unless(Condition::AncestorHasChild {
                        up: 1,
                        kind: "attribute_list",
                        contains: "StructLayout",
                    }),
                // Several attribute lists on one declaration: `[A] [B] void M()`.
                CommutativeParent::new("attribute_list", ",")
                    .delimited("[", "]")
                    .elements(&["attribute"]),
            ])
            .signatures([
                Signature::whole("using_directive"),
                Signature::new("namespace_declaration", &[&["name"]]).renamable(),
                Signature::new("class_declaration", &[&["name"]]).renamable(),
                Signature::new("struct_declaration", &[&["name"]]).renamable(),
                Signature::new("interface_declaration", &[&["name"]]).renamable(),
                Signature::new("enum_declaration", &[&["name"]]).renamable(),
                Signature::new("record_declaration", &[&["name"]]).renamable(),
                Signature::new("delegate_declaration", &[&["name"]]).renamable(),
                Signature::new("constructor_declaration", &[&["name"], &["parameters"]])
                    .renamable(),
                Signature::new("destructor_declaration", &[&["name"]]),
                Signature::new(
                    "method_declaration",
                    &[
                        &["@explicit_interface_specifier"],
                        &["name"],
                        &["type_parameters"],
                        &["parameters"],
                    ],
                )
                .renamable(),
                Signature::new(
                    "property_declaration",
                    &[&["@explicit_interface_specifier"], &["name"]],
                )
                .renamable(),
                Signature::new(
                    "field_declaration",
                    &[&["@variable_declaration", "@variable_declarator", "name"]],
                )
                .renamable(),
                Signature::new("event_declaration", &[&["name"]]).renamable(),
                Signature::new(
                    "event_field_declaration",
                    &[&["@variable_declaration", "@variable_declarator", "name"]],
                )
                .renamable(),
                Signature::new("indexer_declaration", &[&["parameters"]]),
                Signature::new("operator_declaration", &[&["operator"], &["parameters"]]),
                Signature::new("conversion_operator_declaration", &[&["type"], &["parameters"]]),
                Signature::new("attribute", &[&["name"]]),
            ])
            .ordered([
                OrderedList::order_sensitive(
                    "enum_member_declaration_list",
                    "an enum member's implicit value is its position",
                ),
                OrderedList::order_sensitive("parameter_list", "parameters are positional"),
                OrderedList::order_sensitive("argument_list", "arguments are positional"),
            ])
            .atomic(&[
                "string_literal",
                "verbatim_string_literal",
                "raw_string_literal",
                "character_literal",
            ]),
    ]
}
