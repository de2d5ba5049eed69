//! Python: import statements at module level and the names of a `from x import a, b`
//! are sets, and so are the methods of a class body (a class is built as a whole before
//! anything sees it; methods of one name, such as a property and its setter, make the body
//! an ordered list again). Other statements of a class body and module-level definitions
//! are not: decorators of functions register in order and assignments run in order.
//! `from __future__` imports stay first.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

/// The Python profile.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("Python", &["py", "pyi", "pyw"], tree_sitter_python::LANGUAGE.into())
            .indentation_matters()
            .aliases(&["python", "py", "python3"])
            // `True`, `False` and `None` are named tokens of the grammar.
            .reserved(&["True", "False", "None"])
            .file_names(&["SConstruct", "SConscript"])
            .commutative([
                CommutativeParent::new("module", "\n")
                    .elements(&["import_statement", "import_from_statement"]),
                // The module name also is a `dotted_name`, but the `import` keyword, which
                // is not an element, keeps it apart from the imported names.
                CommutativeParent::new("import_from_statement", ",")
                    .elements(&["dotted_name", "aliased_import"]),
                CommutativeParent::new("import_statement", ",")
                    .elements(&["dotted_name", "aliased_import"]),
                // Class attributes and other statements are not elements: they keep their
                // place and the methods merge around them.
                CommutativeParent::new("block", "\n\n")
                    .elements(&["function_definition", "decorated_definition"])
                    .unless(Condition::AncestorIsNot { up: 1, kind: "class_definition" }),
            ])
            .signatures([
                Signature::whole("import_statement"),
                Signature::whole("import_from_statement"),
                Signature::whole("dotted_name"),
                Signature::new("aliased_import", &[&["name"]]),
                Signature::new("function_definition", &[&["name"]]).renamable(),
                Signature::new("decorated_definition", &[&["definition", "name"]]).renamable(),
            ])
            .ordered([
                OrderedList::independent(
                    "module",
                    &["function_definition", "class_definition", "decorated_definition"],
                    "a module's functions and classes of different names (tests among them) \
                     are looked up by name when called, not by their order",
                ),
                OrderedList::order_sensitive("parameters", "parameters are positional"),
                OrderedList::order_sensitive("argument_list", "arguments are positional"),
            ])
            .atomic(&["string"]),
    ]
}
