//! Python: import statements at module level and the names of a `from x import a, b`
//! are sets. Class bodies and module-level definitions are not: decorators register in
//! order and assignments run in order. `from __future__` imports stay first.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, LanguageProfile, Signature};

/// The Python profile.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new("Python", &["py", "pyi", "pyw"], tree_sitter_python::LANGUAGE.into())
            .aliases(&["python", "py", "python3"])
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
            ])
            .signatures([
                Signature::whole("import_statement"),
                Signature::whole("import_from_statement"),
                Signature::whole("dotted_name"),
                Signature::new("aliased_import", &[&["name"]]),
            ])
            .atomic(&["string"]),
    ]
}
