//! The web: JavaScript, TypeScript, TSX, HTML, CSS, SCSS, Vue and Svelte. Imports, named import and
//! export lists, class members, object literal properties, TypeScript interface and
//! object-type members, and the attributes of HTML, Vue and JSX tags are sets. Spread elements
//! (`...x`, `{...props}`) are not elements: later entries override earlier ones, so they pin
//! the order around them. Enum members (implicit values), parameters, arguments, arrays and
//! CSS declarations and rules (the cascade) are ordered; the `<meta>` and `<link>` tags of
//! an HTML `<head>` without stylesheets are independent.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

/// Members of a JavaScript class body; `static {}` blocks run in order and stay put.
const JS_CLASS_MEMBERS: &[&str] = &["method_definition", "field_definition"];

/// Members of a TypeScript class body.
const TS_CLASS_MEMBERS: &[&str] = &[
    "method_definition",
    "public_field_definition",
    "method_signature",
    "abstract_method_signature",
    "index_signature",
];

/// Members of TypeScript interfaces and object types.
const TS_TYPE_MEMBERS: &[&str] = &[
    "property_signature",
    "method_signature",
    "index_signature",
    "call_signature",
    "construct_signature",
];

/// What JavaScript and TypeScript share.
fn ecmascript_parents() -> Vec<CommutativeParent> {
    vec![
        // Import statements as a block; other statements at top level keep their order.
        CommutativeParent::new("program", "\n").elements(&["import_statement"]),
        // `import { a, b }` and `export { a, b }`: the names are a set.
        CommutativeParent::new("named_imports", ",").delimited("{", "}"),
        CommutativeParent::new("export_clause", ",").delimited("{", "}"),
        // Object literal properties (not spreads, which pin the order: later keys win).
        CommutativeParent::new("object", ",").delimited("{", "}").elements(&[
            "pair",
            "shorthand_property_identifier",
            "method_definition",
        ]),
    ]
}

/// What stacks at the top of a JavaScript or TypeScript module and in a block of tests.
fn ecmascript_ordered_lists(declarations: &'static [&'static str]) -> Vec<OrderedList> {
    vec![
        OrderedList::independent(
            "program",
            declarations,
            "declarations and exports of different names are bound before the module runs",
        )
        .calls(TEST_CALLS),
        OrderedList::independent(
            "statement_block",
            &[],
            "test cases registered in one block run each on its own",
        )
        .calls(TEST_CALLS),
        OrderedList::order_sensitive("arguments", "arguments are positional"),
        OrderedList::order_sensitive("formal_parameters", "parameters are positional"),
    ]
}

/// The calls that define a test or a group of tests (Jest, Mocha, Vitest, Jasmine).
const TEST_CALLS: &[&str] = &["it", "test", "describe"];

/// Top-level declarations of JavaScript.
const JS_DECLARATIONS: &[&str] = &[
    "function_declaration",
    "generator_function_declaration",
    "class_declaration",
    "lexical_declaration",
    "export_statement",
];

/// Top-level declarations of TypeScript: JavaScript's and the type-level ones.
const TS_DECLARATIONS: &[&str] = &[
    "function_declaration",
    "generator_function_declaration",
    "class_declaration",
    "abstract_class_declaration",
    "lexical_declaration",
    "export_statement",
    "interface_declaration",
    "type_alias_declaration",
    "enum_declaration",
    "ambient_declaration",
    "module",
];

fn ecmascript_signatures() -> Vec<Signature> {
    vec![
        // One import written twice is one import.
        Signature::whole("import_statement"),
        // A named import or export is its name and alias.
        Signature::new("import_specifier", &[&["name"], &["alias"]]),
        Signature::new("export_specifier", &[&["name"], &["alias"]]),
        // A property is its key: one key given two values conflicts.
        Signature::new("pair", &[&["key"]]),
        Signature::whole("shorthand_property_identifier"),
        // Name and parameters: a getter and its setter share a name.
        Signature::new("method_definition", &[&["name"], &["parameters"]]).renamable(),
    ]
}

const JS_ATOMIC: &[&str] = &["string", "template_string", "regex"];

/// Words of JavaScript and TypeScript that their grammars read as named tokens.
const ECMASCRIPT_RESERVED: &[&str] = &["true", "false", "null", "undefined", "this", "super"];

fn javascript() -> LanguageProfile {
    LanguageProfile::new(
        "JavaScript",
        &["js", "mjs", "cjs", "jsx"],
        tree_sitter_javascript::LANGUAGE.into(),
    )
    .aliases(&["javascript", "js", "jsx", "node"])
    // Literals and `this`/`super` are named tokens (`true`, `null`, `this`).
    .reserved(ECMASCRIPT_RESERVED)
    .commutative(ecmascript_parents())
    .commutative([
        // Methods and fields in any order (see JS_CLASS_MEMBERS).
        CommutativeParent::new("class_body", "\n\n").delimited("{", "}").elements(JS_CLASS_MEMBERS),
        // A tag's attributes; a spread (`{...p}`) is not an element and pins the order.
        CommutativeParent::new("jsx_opening_element", " ").elements(&["jsx_attribute"]),
        CommutativeParent::new("jsx_self_closing_element", " ").elements(&["jsx_attribute"]),
    ])
    .signatures(ecmascript_signatures())
    .ordered(ecmascript_ordered_lists(JS_DECLARATIONS))
    .signatures([
        // A field is its name.
        Signature::new("field_definition", &[&["property"]]).renamable(),
        // An attribute is its name: one attribute given two values conflicts.
        Signature::new("jsx_attribute", &[&["@property_identifier"], &["@jsx_namespace_name"]]),
    ])
    .atomic(JS_ATOMIC)
}

fn typescript(
    name: &'static str,
    extensions: &'static [&'static str],
    grammar: tree_sitter::Language,
) -> LanguageProfile {
    LanguageProfile::new(name, extensions, grammar)
        .reserved(ECMASCRIPT_RESERVED)
        .commutative(ecmascript_parents())
        .commutative([
            // Decorators of a member are its siblings in the class body.
            CommutativeParent::new("class_body", "\n\n")
                .delimited("{", "}")
                .elements(TS_CLASS_MEMBERS)
                .attach(&["decorator"]),
            // Members of a type describe a shape, which has no order.
            CommutativeParent::new("interface_body", ";")
                .delimited("{", "}")
                .elements(TS_TYPE_MEMBERS),
            CommutativeParent::new("object_type", ";")
                .delimited("{", "}")
                .elements(TS_TYPE_MEMBERS),
        ])
        .signatures(ecmascript_signatures())
        .ordered(ecmascript_ordered_lists(TS_DECLARATIONS))
        .signatures([
            // A field or property is its name; methods and signatures add their
            // parameters, so that overloads are distinct elements.
            Signature::new("public_field_definition", &[&["name"]]).renamable(),
            Signature::new("method_signature", &[&["name"], &["parameters"]]).renamable(),
            Signature::new("abstract_method_signature", &[&["name"], &["parameters"]]).renamable(),
            Signature::new("index_signature", &[&["name"], &["index_type"]]),
            Signature::new("property_signature", &[&["name"]]).renamable(),
            Signature::new("call_signature", &[&["parameters"]]),
            Signature::new("construct_signature", &[&["parameters"]]),
        ])
        .atomic(JS_ATOMIC)
}

fn tsx() -> LanguageProfile {
    typescript("TSX", &["tsx"], tree_sitter_typescript::LANGUAGE_TSX.into())
        .aliases(&["tsx"])
        .commutative([
            // A tag's attributes; a spread (`{...p}`) is not an element and pins the order.
            CommutativeParent::new("jsx_opening_element", " ").elements(&["jsx_attribute"]),
            CommutativeParent::new("jsx_self_closing_element", " ").elements(&["jsx_attribute"]),
        ])
        // An attribute is its name: one attribute given two values conflicts.
        .signatures([Signature::new(
            "jsx_attribute",
            &[&["@property_identifier"], &["@jsx_namespace_name"]],
        )])
}

fn html() -> LanguageProfile {
    LanguageProfile::new("HTML", &["html", "htm", "xhtml"], tree_sitter_html::LANGUAGE.into())
        .aliases(&["html", "xhtml"])
        // A tag's attributes are a set; child elements are document order and stay ordered.
        .commutative([
            CommutativeParent::new("start_tag", " ").delimited("<", ">").elements(&["attribute"]),
            CommutativeParent::new("self_closing_tag", " ")
                .delimited("<", "/>")
                .elements(&["attribute"]),
        ])
        // An attribute is its name: one attribute given two values conflicts.
        .signatures([Signature::new("attribute", &[&["@attribute_name"]])])
        .ordered([OrderedList::independent(
            "element",
            &["element"],
            "a `<head>`'s `<meta>` and `<link>` tags describe the page each on its own; \
             other elements are rendered in order",
        )
        .unless(Condition::AncestorLacksChild {
            up: 0,
            kind: "start_tag",
            contains_any: &["<head>"],
        })
        // Stylesheets cascade in document order: the later one wins.
        .unless(Condition::AncestorHasChild {
            up: 0,
            kind: "element",
            contains: "stylesheet",
        })])
        .atomic(&["quoted_attribute_value"])
}

fn vue() -> LanguageProfile {
    LanguageProfile::new("Vue", &["vue"], tree_sitter_vue_next::LANGUAGE.into())
        .aliases(&["vue"])
        // A tag's attributes and directives are a set; child elements stay ordered.
        .commutative([
            CommutativeParent::new("start_tag", " ")
                .delimited("<", ">")
                .elements(&["attribute", "directive_attribute"]),
            CommutativeParent::new("self_closing_tag", " ")
                .delimited("<", "/>")
                .elements(&["attribute", "directive_attribute"]),
        ])
        .signatures([
            // An attribute is its name: one attribute given two values conflicts.
            Signature::new("attribute", &[&["@attribute_name"]]),
            // `:title`, `@click`, `v-model:value`: the directive, its argument and modifiers.
            Signature::new(
                "directive_attribute",
                &[
                    &["@directive_name"],
                    &["@directive_value"],
                    &["@dynamic_directive_value"],
                    &["@directive_modifiers"],
                ],
            ),
        ])
        .atomic(&["quoted_attribute_value"])
}

/// The web profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        javascript(),
        typescript(
            "TypeScript",
            &["ts", "mts", "cts"],
            tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
        )
        .aliases(&["typescript", "ts"]),
        tsx(),
        html(),
        // Declarations and rules cascade: later ones win, so nothing in CSS is a set.
        LanguageProfile::new("CSS", &["css"], tree_sitter_css::LANGUAGE.into())
            .aliases(&["css"])
            .ordered([OrderedList::order_sensitive(
                "block",
                "of two declarations of one property the later wins",
            )])
            .atomic(&["string_value"]),
        LanguageProfile::new("SCSS", &["scss"], tree_sitter_scss::language())
            .aliases(&["scss", "sass"])
            // Mixin and function definitions emit no CSS, so their order is not observable;
            // rules, variables and `@use`s are not elements and keep the order around them
            // (a definition stays before the rules that include it).
            .commutative([CommutativeParent::new("stylesheet", "\n\n")
                .elements(&["mixin_statement", "function_statement"])])
            // A mixin or function is its name: two defined under one name conflict.
            .signatures([
                Signature::new("mixin_statement", &[&["name"]]).renamable(),
                Signature::new("function_statement", &[&["name"]]).renamable(),
            ])
            .atomic(&["string_value"]),
        vue(),
        // Svelte attributes may be spreads (`{...props}`), whose place decides what wins.
        LanguageProfile::new("Svelte", &["svelte"], tree_sitter_svelte_ng::LANGUAGE.into())
            .aliases(&["svelte"]),
    ]
}
