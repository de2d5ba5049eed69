//! Schema and query languages: SQL, Protocol Buffers, Prisma and GraphQL. Protobuf fields
//! carry their wire numbers, so messages, services and top-level definitions are sets
//! (enums are not: in proto2 the first value is the default); GraphQL type fields, input
//! fields and enum values are sets, as are the top-level blocks of a Prisma schema. SQL
//! columns (positional for `SELECT *` and `INSERT` without a column list), selections and
//! statements are ordered.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, LanguageProfile, OrderedList, Signature};

/// The schema profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        // No sets in SQL: statements run in order, and columns and selections are
        // positional (table layout, `SELECT *`, `INSERT` without a column list).
        LanguageProfile::new("SQL", &["sql"], tree_sitter_sequel::LANGUAGE.into())
            .aliases(&["sql"])
            .ordered([OrderedList::order_sensitive(
                "column_definitions",
                "columns are positional: `SELECT *` and `INSERT` without a column list",
            )]),
        LanguageProfile::new("Protocol Buffers", &["proto"], tree_sitter_proto::LANGUAGE.into())
            .aliases(&["protobuf", "proto", "protocol buffer"])
            .commutative([
                // Imports and top-level definitions: their order is not observable.
                CommutativeParent::new("source_file", "\n")
                    .elements(&["import", "message", "enum", "service"]),
                // Fields carry their wire numbers, so their order is not observable.
                CommutativeParent::new("message_body", "\n").delimited("{", "}").elements(&[
                    "field",
                    "map_field",
                    "message",
                    "enum",
                    "oneof",
                ]),
                // A service's methods are a set.
                CommutativeParent::new("service", "\n").elements(&["rpc"]),
            ])
            .signatures([
                // An import is its path; a definition its name.
                Signature::new("import", &[&["path"]]),
                Signature::new("message", &[&["@message_name"]]).renamable(),
                Signature::new("enum", &[&["@enum_name"]]).renamable(),
                Signature::new("service", &[&["@service_name"]]).renamable(),
                // A field is its name, and its number is its identity on the wire: two
                // fields given one number (both sides took the next free one) conflict.
                Signature::new("field", &[&["@identifier"]])
                    .unique_by(&[&["@field_number"]])
                    .renamable(),
                Signature::new("map_field", &[&["@identifier"]])
                    .unique_by(&[&["@field_number"]])
                    .renamable(),
                Signature::new("oneof", &[&["@identifier"]]).renamable(),
                Signature::new("rpc", &[&["@rpc_name"]]).renamable(),
            ]),
        LanguageProfile::new("Prisma", &["prisma"], tree_sitter_prisma::LANGUAGE.into())
            .aliases(&["prisma"])
            // Model fields stay ordered: their order is the column order of new tables.
            .commutative([CommutativeParent::new("program", "\n\n").elements(&[
                "model_declaration",
                "enum_declaration",
                "datasource_declaration",
                "generator_declaration",
                "type_declaration",
                "view_declaration",
            ])])
            // A block is its name: two models of one name added differently conflict.
            .signatures([
                Signature::new("model_declaration", &[&["@identifier"]]).renamable(),
                Signature::new("enum_declaration", &[&["@identifier"]]).renamable(),
                Signature::new("datasource_declaration", &[&["@identifier"]]),
                Signature::new("generator_declaration", &[&["@identifier"]]),
                Signature::new("type_declaration", &[&["@identifier"]]).renamable(),
                Signature::new("view_declaration", &[&["@identifier"]]).renamable(),
            ]),
        LanguageProfile::new(
            "GraphQL",
            &["graphql", "gql", "graphqls"],
            tree_sitter_graphql::LANGUAGE.into(),
        )
        .aliases(&["graphql", "gql"])
        // A type's fields, an input's fields and an enum's values describe a schema, which
        // has no order (introspection lists them, but no client may depend on it).
        .commutative([
            CommutativeParent::new("fields_definition", "\n")
                .delimited("{", "}")
                .elements(&["field_definition"]),
            CommutativeParent::new("input_fields_definition", "\n")
                .delimited("{", "}")
                .elements(&["input_value_definition"]),
            CommutativeParent::new("enum_values_definition", "\n")
                .delimited("{", "}")
                .elements(&["enum_value_definition"]),
        ])
        // A field or value is its name: one field given two types conflicts.
        .signatures([
            Signature::new("field_definition", &[&["@name"]]).renamable(),
            Signature::new("input_value_definition", &[&["@name"]]).renamable(),
            Signature::new("enum_value_definition", &[&["@enum_value"]]),
        ]),
    ]
}
