//! Java, Kotlin, Scala and Groovy (with Gradle scripts). Imports, top-level types, class
//! members, annotation sets and `implements`/`throws` lists are unordered; enum constants
//! (ordinals), parameters, arguments and initialiser blocks (run in textual order) are not.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, LanguageProfile, OrderedList, Signature};

/// Members of a Java class body. Static and instance initialiser blocks are left out:
/// they run in textual order, interleaved with field initialisers, so they pin the order.
const JAVA_MEMBERS: &[&str] = &[
    "field_declaration",
    "method_declaration",
    "constructor_declaration",
    "compact_constructor_declaration",
    "class_declaration",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
    "annotation_type_declaration",
];

/// Members of a Java interface or annotation body.
const JAVA_INTERFACE_MEMBERS: &[&str] = &[
    "constant_declaration",
    "method_declaration",
    "class_declaration",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
    "annotation_type_declaration",
    "annotation_type_element_declaration",
];

/// What may be reordered at the top of a Java file: imports and type declarations (the
/// package declaration is not among them and stays first).
const JAVA_TOP: &[&str] = &[
    "import_declaration",
    "class_declaration",
    "interface_declaration",
    "enum_declaration",
    "record_declaration",
    "annotation_type_declaration",
];

/// Types named in `implements`, `throws` and the like, where each may be listed once.
const JAVA_LISTED_TYPES: &[&str] = &["type_identifier", "scoped_type_identifier", "generic_type"];

fn java() -> LanguageProfile {
    LanguageProfile::new("Java", &["java"], tree_sitter_java::LANGUAGE.into())
        .aliases(&["java"])
        // Literals and `this`/`super` are named tokens (`null_literal`, `true`, `this`).
        .reserved(&["true", "false", "null", "this", "super", "void"])
        .commutative([
            // Imports and types: neither's order is observable (see JAVA_TOP).
            CommutativeParent::new("program", "\n").elements(JAVA_TOP),
            // Members may be declared in any order (see JAVA_MEMBERS for what stays put).
            CommutativeParent::new("class_body", "\n\n").delimited("{", "}").elements(JAVA_MEMBERS),
            // The members after an enum's constants, as in a class; the constants stay ordered.
            CommutativeParent::new("enum_body_declarations", "\n\n").elements(JAVA_MEMBERS),
            // Interface and annotation members run nothing, so they are a set.
            CommutativeParent::new("interface_body", "\n\n")
                .delimited("{", "}")
                .elements(JAVA_INTERFACE_MEMBERS),
            CommutativeParent::new("annotation_type_body", "\n\n")
                .delimited("{", "}")
                .elements(JAVA_INTERFACE_MEMBERS),
            // `implements A, B`, `extends A, B` (interfaces) and `permits A, B`.
            CommutativeParent::new("type_list", ",").elements(JAVA_LISTED_TYPES),
            // The exceptions a method declares: a set.
            CommutativeParent::new("throws", ",").elements(JAVA_LISTED_TYPES),
            // Annotations are a set; keywords such as `public static` keep their places.
            CommutativeParent::new("modifiers", " ").elements(&["annotation", "marker_annotation"]),
        ])
        .signatures([
            // One import written twice is one import.
            Signature::whole("import_declaration"),
            // A type, field or constant is its name: two of one name added differently conflict.
            Signature::new("class_declaration", &[&["name"]]).renamable(),
            Signature::new("interface_declaration", &[&["name"]]).renamable(),
            Signature::new("enum_declaration", &[&["name"]]).renamable(),
            Signature::new("record_declaration", &[&["name"]]).renamable(),
            Signature::new("annotation_type_declaration", &[&["name"]]).renamable(),
            Signature::new("annotation_type_element_declaration", &[&["name"]]).renamable(),
            Signature::new("field_declaration", &[&["declarator", "name"]]).renamable(),
            Signature::new("constant_declaration", &[&["declarator", "name"]]).renamable(),
            // Name and parameter list, so that overloads are distinct elements.
            Signature::new("method_declaration", &[&["name"], &["parameters"]]).renamable(),
            Signature::new("constructor_declaration", &[&["name"], &["parameters"]]).renamable(),
            Signature::new("compact_constructor_declaration", &[&["name"]]),
            // A listed type (`implements`, `throws`) is its text: listed once.
            Signature::whole("type_identifier"),
            Signature::whole("scoped_type_identifier"),
            Signature::whole("generic_type"),
            // An annotation is its name: one annotation given two argument lists conflicts.
            Signature::new("annotation", &[&["name"]]),
            Signature::new("marker_annotation", &[&["name"]]),
        ])
        .ordered([
            OrderedList::order_sensitive("enum_body", "an enum constant's ordinal is its position"),
            OrderedList::order_sensitive("formal_parameters", "parameters are positional"),
            OrderedList::order_sensitive("argument_list", "arguments are positional"),
        ])
        // A qualified name is one name: qualifying it on one side and renaming its last
        // segment on the other must not make `org.pkg.NewName`, a class neither side meant.
        .atomic(&[
            "string_literal",
            "character_literal",
            "scoped_type_identifier",
            "scoped_identifier",
        ])
}

/// Kotlin class members; `init` blocks run in order with property initialisers, so they
/// stay where they are.
const KOTLIN_MEMBERS: &[&str] = &[
    "function_declaration",
    "property_declaration",
    "class_declaration",
    "object_declaration",
    "companion_object",
    "secondary_constructor",
    "type_alias",
];

fn kotlin(name: &'static str, extensions: &'static [&'static str]) -> LanguageProfile {
    LanguageProfile::new(name, extensions, tree_sitter_kotlin_ng::LANGUAGE.into())
        .reserved(&["true", "false", "null"])
        .commutative([
            // Imports and declarations at file level; a script's statements stay in order.
            CommutativeParent::new("source_file", "\n").elements(&[
                "import",
                "function_declaration",
                "class_declaration",
                "object_declaration",
                "type_alias",
            ]),
            // Class members may come in any order (see KOTLIN_MEMBERS for what stays put).
            CommutativeParent::new("class_body", "\n\n")
                .delimited("{", "}")
                .elements(KOTLIN_MEMBERS),
        ])
        .signatures([
            // One import written twice is one import.
            Signature::whole("import"),
            // Name and parameter list, so that overloads are distinct elements.
            Signature::new("function_declaration", &[&["name"], &["@function_value_parameters"]])
                .renamable(),
            // A property, class, object or alias is its name.
            Signature::new("property_declaration", &[&["@variable_declaration"]]).renamable(),
            Signature::new("class_declaration", &[&["name"]]).renamable(),
            Signature::new("object_declaration", &[&["name"]]).renamable(),
            // Usually unnamed; a class has at most one, and the whole text keeps two
            // different ones added on both sides apart (the compiler then rejects them).
            Signature::whole("companion_object"),
            // Constructors differ by their parameters only.
            Signature::new("secondary_constructor", &[&["@function_value_parameters"]]),
            Signature::new("type_alias", &[&["type"]]).renamable(),
        ])
        .ordered([
            OrderedList::order_sensitive(
                "enum_class_body",
                "an enum entry's ordinal is its position",
            ),
            OrderedList::order_sensitive("function_value_parameters", "parameters are positional"),
            OrderedList::order_sensitive("value_arguments", "arguments are positional"),
        ])
        .atomic(&["string_literal"])
}

fn scala() -> LanguageProfile {
    LanguageProfile::new("Scala", &["scala", "sc", "sbt"], tree_sitter_scala::LANGUAGE.into())
        .aliases(&["scala"])
        .reserved(&["null"])
        .commutative([
            // Imports only: the order of other top-level statements (a script's) is run order.
            CommutativeParent::new("compilation_unit", "\n").elements(&["import_declaration"]),
            // `val`s and `var`s initialise in order and stay put; definitions move freely,
            // and so do a trait's abstract `def`s (declarations run nothing).
            CommutativeParent::new("template_body", "\n\n").elements(&[
                "function_definition",
                "function_declaration",
                "class_definition",
                "object_definition",
                "trait_definition",
                "type_definition",
            ]),
            // `import a.{B, C}`: the names imported from one prefix are a set.
            CommutativeParent::new("namespace_selectors", ",").delimited("{", "}"),
        ])
        .signatures([
            // One import written twice is one import.
            Signature::whole("import_declaration"),
            // Name and parameter lists, so that overloads are distinct elements.
            Signature::new("function_definition", &[&["name"], &["parameters"]]).renamable(),
            Signature::new("function_declaration", &[&["name"], &["parameters"]]).renamable(),
            // A class, object, trait or type is its name.
            Signature::new("class_definition", &[&["name"]]).renamable(),
            Signature::new("object_definition", &[&["name"]]).renamable(),
            Signature::new("trait_definition", &[&["name"]]).renamable(),
            Signature::new("type_definition", &[&["name"]]).renamable(),
            // A selector of `import a.{B, C => D, *}` is its text: imported once.
            Signature::whole("identifier"),
            Signature::whole("operator_identifier"),
            Signature::whole("as_renamed_identifier"),
            Signature::whole("arrow_renamed_identifier"),
            Signature::whole("namespace_wildcard"),
        ])
        .atomic(&["string"])
}

/// The JVM profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        java(),
        kotlin("Kotlin", &["kt"]).aliases(&["kotlin", "kt"]),
        // Gradle's Kotlin DSL; `build.gradle.kts` resolves by its last extension.
        kotlin("Kotlin Script", &["kts"]).aliases(&["kts", "gradle-kotlin"]),
        // A Gradle `dependencies { .. }` block stays ordered (in Groovy too), though the
        // order of its lines does not matter: a line is only text to the profile, so two
        // sides adding one artifact at two versions would keep both instead of conflicting.
        scala(),
        groovy(),
    ]
}

/// Members of a Groovy class body. Fields initialise in textual order and stay put.
const GROOVY_MEMBERS: &[&str] =
    &["method_declaration", "constructor_declaration", "class_declaration"];

fn groovy() -> LanguageProfile {
    LanguageProfile::new(
        "Groovy",
        &["groovy", "gradle", "gvy", "gy", "gsh"],
        tree_sitter_groovy::LANGUAGE.into(),
    )
    .aliases(&["groovy", "gradle"])
    .file_names(&["Jenkinsfile"])
    .commutative([
        // Imports only: a script's statements run in order around them.
        CommutativeParent::new("program", "\n").elements(&["import_declaration"]),
        // A class's methods and constructors are a set, as in Java.
        CommutativeParent::new("class_body", "\n\n").delimited("{", "}").elements(GROOVY_MEMBERS),
    ])
    .signatures([
        // One import written twice is one import.
        Signature::whole("import_declaration"),
        // Name and parameter list, so that overloads are distinct elements.
        Signature::new("method_declaration", &[&["name"], &["parameters"]]).renamable(),
        Signature::new("constructor_declaration", &[&["name"], &["parameters"]]).renamable(),
        Signature::new("class_declaration", &[&["name"]]).renamable(),
    ])
}
