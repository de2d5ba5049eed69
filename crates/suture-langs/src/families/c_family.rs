//! C, C++, GLSL and Objective-C. Struct and class members are laid out in order, and so are
//! parameters, arguments, enumerators and initialisers: none of them is a set. Only whole
//! function definitions at file or namespace level or inline in a C++ class body, and
//! `#include` lines at file level, may be merged as a set (two functions added on both sides after the same one are both kept).
//! Includes can depend on what came before them, but every other preprocessor line (a
//! `#define` before a header, an `#if`) is not an element and pins the includes around it:
//! what merges is the plain list of headers, where each side's new line stays next to the
//! neighbour it was written after.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, LanguageProfile, OrderedList, Signature};

/// What a C or C++ file declares at file level, in a namespace or inside an include guard:
/// declarations of different names, which only need to come before their users (each
/// side's own stay in its order).
const C_DECLARATIONS: &[&str] = &[
    "function_definition",
    "declaration",
    "type_definition",
    "preproc_def",
    "preproc_function_def",
    "preproc_include",
    // A conditional block of declarations (`#ifdef __GNUC__ … #else … #endif`) is one more.
    "preproc_if",
    "preproc_ifdef",
];

const C_DECLARATIONS_REASON: &str =
    "declarations of different names do not depend on each other's order";

/// The lists of declarations of C and C++ (file level, include guards, `#if` blocks), and
/// the ones whose order is the meaning.
fn c_ordered_lists() -> Vec<OrderedList> {
    vec![
        OrderedList::independent("translation_unit", C_DECLARATIONS, C_DECLARATIONS_REASON),
        OrderedList::independent("preproc_ifdef", C_DECLARATIONS, C_DECLARATIONS_REASON),
        OrderedList::independent("preproc_if", C_DECLARATIONS, C_DECLARATIONS_REASON),
        OrderedList::independent("preproc_else", C_DECLARATIONS, C_DECLARATIONS_REASON),
        OrderedList::order_sensitive(
            "field_declaration_list",
            "struct members are the memory layout",
        ),
        OrderedList::order_sensitive("enumerator_list", "an enumerator's value is its position"),
        OrderedList::order_sensitive("parameter_list", "parameters are positional"),
        OrderedList::order_sensitive("argument_list", "arguments are positional"),
        OrderedList::order_sensitive("initializer_list", "initialisers fill positions"),
    ]
}

/// A C++ function is its name, its parameter list and its `const`, so overloads (`at(int)`
/// and `at(int) const`) stay distinct, while an edit of the rest of the declarator (a
/// `noexcept` or an attribute added) is an edit of the same function, not a second one.
fn function_signature() -> Signature {
    Signature::new(
        "function_definition",
        &[
            &["declarator", "declarator"],
            &["declarator", "parameters"],
            &["declarator", "@type_qualifier"],
        ],
    )
    .renamable()
}

/// C has no overloads: a function is its name (the declarator's declarator), so a change
/// of its parameters is an edit of the same function, not a second one. A function that
/// returns a pointer nests its name one level deeper and keeps name and parameters.
fn c_function_signature() -> Signature {
    Signature::new("function_definition", &[&["declarator", "declarator"]]).renamable()
}

/// Literals whose inside is not structure.
const C_ATOMIC: &[&str] = &["string_literal", "char_literal", "system_lib_string"];

/// Line starts that C never writes and C++ headers do: a `.h` file (C's by its name) that
/// writes one of them is parsed as C++. `extern "C"` is left out: C headers write it too,
/// inside `#ifdef __cplusplus`.
const CPP_SIGNS: &[&str] = &[
    "namespace ",
    "template <",
    "template<",
    "class ",
    "public:",
    "protected:",
    "private:",
    "using namespace ",
];

fn cpp() -> &'static LanguageProfile {
    crate::by_name("C++").expect("the C++ profile exists")
}

/// Words of C and C++ that their grammars read as named tokens (`primitive_type`, `true`,
/// `this`).
const C_RESERVED: &[&str] =
    &["void", "char", "int", "float", "double", "bool", "true", "false", "this"];

/// The C-family profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("C", &["c", "h"], tree_sitter_c::LANGUAGE.into())
            .aliases(&["c"])
            .reserved(C_RESERVED)
            // Functions and includes at file level (see the module comment).
            .commutative([CommutativeParent::new("translation_unit", "\n\n")
                .elements(&["function_definition", "preproc_include"])])
            // A header is its path: one `#include` written twice is one.
            .signatures([
                c_function_signature(),
                Signature::new("preproc_include", &[&["path"]]),
                // A prototype or variable is its name: two of one name added on both
                // sides are one declaration written twice, a conflict.
                Signature::new("declaration", &[&["declarator", "declarator"]]),
            ])
            .ordered(c_ordered_lists())
            .atomic(C_ATOMIC)
            .switching_to(cpp, CPP_SIGNS),
        LanguageProfile::new(
            "C++",
            &[
                "cc", "cpp", "cxx", "c++", "hh", "hpp", "hxx", "h++", "ipp", "tpp", "inl", "cppm",
                "ixx",
            ],
            tree_sitter_cpp::LANGUAGE.into(),
        )
        .aliases(&["cpp", "c++", "cxx"])
        .reserved(C_RESERVED)
        .commutative([
            // Functions and includes at file level (see the module comment).
            CommutativeParent::new("translation_unit", "\n\n")
                .elements(&["function_definition", "preproc_include"]),
            // A namespace body: its function definitions, as at file level.
            CommutativeParent::new("declaration_list", "\n\n")
                .delimited("{", "}")
                .elements(&["function_definition"]),
            // A class body: member functions defined inline are a set (their order is not
            // observable); data members, declarations and access specifiers are not
            // elements, so the layout and each member's access stay as written.
            CommutativeParent::new("field_declaration_list", "\n\n")
                .delimited("{", "}")
                .elements(&["function_definition"]),
        ])
        // A header is its path: one `#include` written twice is one.
        .signatures([
            function_signature(),
            Signature::new("preproc_include", &[&["path"]]),
            // A prototype is its name and parameters (overloads stay apart), a variable
            // its name.
            Signature::new(
                "declaration",
                &[&["declarator", "declarator"], &["declarator", "parameters"]],
            ),
        ])
        .ordered(c_ordered_lists())
        .ordered([OrderedList::independent(
            "declaration_list",
            C_DECLARATIONS,
            "a namespace's declarations of different names do not depend on each other's order",
        )])
        .atomic(&[
            "string_literal",
            "char_literal",
            "system_lib_string",
            "raw_string_literal",
        ]),
        LanguageProfile::new(
            "GLSL",
            &["glsl", "vert", "frag", "geom", "comp", "tesc", "tese", "rgen", "rchit", "rmiss"],
            tree_sitter_glsl::LANGUAGE_GLSL.into(),
        )
        .aliases(&["glsl"])
        // As in C: whole functions at file level are a set, each side's new one staying
        // after the neighbour it was written after (a function must precede its callers);
        // `#version`, uniforms, inputs and struct members keep their order.
        .commutative([
            CommutativeParent::new("translation_unit", "\n\n").elements(&["function_definition"])
        ])
        // GLSL overloads on parameter types: a function is its name and parameter list.
        .signatures([Signature::new(
            "function_definition",
            &[&["declarator", "declarator"], &["declarator", "parameters"]],
        )
        .renamable()])
        .atomic(C_ATOMIC),
        // `.m` is MATLAB's too: such files fail to parse and keep the line merge.
        LanguageProfile::new("Objective-C", &["m"], tree_sitter_objc::LANGUAGE.into())
            .aliases(&["objc", "objective-c", "obj-c"])
            // An `@implementation`'s methods are a set (their order is not observable): each is
            // wrapped in its own `implementation_definition`; instance variables stay ordered.
            .commutative([CommutativeParent::new("class_implementation", "\n\n")
                .elements(&["implementation_definition"])])
            // A method is its selector's first keyword (the path language reaches no further),
            // not its whole text: two sides adding `description` with different bodies
            // conflict instead of defining it twice.
            .signatures([Signature::new(
                "implementation_definition",
                &[&["@method_definition", "@identifier"]],
            )
            .renamable()])
            .atomic(C_ATOMIC),
    ]
}
