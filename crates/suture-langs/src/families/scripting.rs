//! Scripting languages: Ruby, PHP, Lua, Bash, Fish, PowerShell and R. Scripts run
//! top to bottom, so their statements are ordered, but top-level classes, modules and
//! functions of different names that both sides add are independent (Ruby, PHP, Fish); PHP's `use` imports and class members,
//! Ruby's methods in a class, Lua's keyed tables and PowerShell's hashtables are the sets here, and so are a shell script's top-level commands and functions where
//! nothing else stands between them: test scripts grow by one `test_expect_success` block
//! per change, and where both sides append one, authors keep both, left's first.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

fn php() -> LanguageProfile {
    LanguageProfile::new(
        "PHP",
        &["php", "phtml", "php3", "php4", "php5", "php7", "phps"],
        tree_sitter_php::LANGUAGE_PHP.into(),
    )
    .aliases(&["php"])
    .reserved(&["true", "false", "void"])
    .commutative([
        // `use` imports only alias names for the file: their order means nothing.
        CommutativeParent::new("program", "\n").elements(&["namespace_use_declaration"]),
        // `use App\{A, B}`: a group of aliases, as above.
        CommutativeParent::new("namespace_use_group", ",").delimited("{", "}"),
        // Methods, properties and constants of a class are looked up by name, in any order.
        // Trait `use` clauses stay put: `insteadof` resolution reads them in order.
        CommutativeParent::new("declaration_list", "\n\n").delimited("{", "}").elements(&[
            "method_declaration",
            "property_declaration",
            "const_declaration",
        ]),
    ])
    .signatures([
        // One import written once: the whole text (aliases differ with `as`).
        Signature::whole("namespace_use_declaration"),
        Signature::whole("namespace_use_clause"),
        // A class member is its name: two of one name are a fatal "cannot redeclare".
        Signature::new("method_declaration", &[&["name"]]).renamable(),
        Signature::new("property_declaration", &[&["@property_element", "name"]]).renamable(),
        // The constant's name, not its `NAME = value` text: each side defining one name
        // with its own value is a conflict, not two definitions (a fatal error in PHP).
        Signature::new("const_declaration", &[&["@const_element", "@name"]]).renamable(),
    ])
    .ordered([OrderedList::independent(
        "program",
        &[
            "function_definition",
            "class_declaration",
            "interface_declaration",
            "trait_declaration",
            "enum_declaration",
        ],
        "functions and classes of different names are declared before the file runs",
    )])
    .atomic(&["string", "encapsed_string"])
}

/// The scripting profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![
        LanguageProfile::new(
            "Ruby",
            &["rb", "rake", "gemspec", "ru", "rbw", "podspec", "jbuilder"],
            tree_sitter_ruby::LANGUAGE.into(),
        )
        .aliases(&["ruby", "rb"])
        .reserved(&["true", "false", "self"])
        .file_names(&[
            "Gemfile",
            "Rakefile",
            "Guardfile",
            "Podfile",
            "Vagrantfile",
            "Fastfile",
            "Brewfile",
            "Capfile",
            "Dangerfile",
        ])
        // A class body's methods are a set. Everything else there (`attr_reader`,
        // `include`, a bare `private` that makes the methods after it private) is not an
        // element: it keeps its place and the methods merge around it.
        .commutative([CommutativeParent::new("body_statement", "\n\n")
            .elements(&["method", "singleton_method"])
            .unless(Condition::AncestorIsNot { up: 1, kind: "class" })])
        // A method is its name (and receiver): a second `def` of one name replaces the first.
        .signatures([
            Signature::new("method", &[&["name"]]).renamable(),
            Signature::new("singleton_method", &[&["object"], &["name"]]).renamable(),
        ])
        .ordered([OrderedList::independent(
            "program",
            &["class", "module", "method"],
            "classes, modules and methods of different names are looked up by name when used",
        )]),
        php(),
        LanguageProfile::new("Lua", &["lua", "rockspec"], tree_sitter_lua::LANGUAGE.into())
            .aliases(&["lua"])
            // A table of keyed fields is a map (config tables, modules, keymaps): order-free.
            // One positional entry makes it an array, whose order is its meaning (`ipairs`).
            .commutative([CommutativeParent::new("table_constructor", ",")
                .delimited("{", "}")
                .unless(Condition::AncestorHasChildWithout {
                    up: 0,
                    kind: "field",
                    field: "name",
                })])
            // A field is its key: two sides setting one key two ways is a conflict.
            .signatures([Signature::new("field", &[&["name"]])]),
        LanguageProfile::new(
            "Bash",
            &["sh", "bash", "zsh", "ksh", "bats"],
            tree_sitter_bash::LANGUAGE.into(),
        )
        .aliases(&["bash", "sh", "shell", "zsh"])
        .file_names(&[
            ".bashrc",
            ".bash_profile",
            ".bash_aliases",
            ".profile",
            ".zshrc",
            ".zshenv",
            ".zprofile",
            ".envrc",
            "PKGBUILD",
            "APKBUILD",
        ])
        // Other top-level statements (assignments, `if`, pipelines) are not elements: they
        // pin the commands around them, and a list where one of them is added or removed
        // merges as an ordered one.
        .commutative([
            CommutativeParent::new("program", "\n\n").elements(&["command", "function_definition"])
        ])
        // Whole texts, not names: a function renamed on one side and edited on the other
        // is still one function to the matcher.
        // A function is identified by its text (so a renamed one, whose old name a new
        // wrapper takes, is followed by the matching), and its name must be unique: two
        // definitions of one name (each side's `log`) are a conflict, where the later would
        // silently win.
        .signatures([
            Signature::whole("command"),
            Signature::whole("function_definition").unique_by(&[&["name"]]),
        ])
        .ordered([OrderedList::independent(
            "program",
            &["function_definition"],
            "functions are called by name; test cases run one by one, each on its own",
        )
        .calls(&["test_expect_success", "test_expect_failure", "test_lazy_prereq"])]),
        // Fish scripts run top to bottom: nothing is a set (functions appended by both sides
        // are left to a human, see tests/known-imperfect/fish).
        LanguageProfile::new("Fish", &["fish"], tree_sitter_fish::language())
            .aliases(&["fish"])
            .ordered([OrderedList::independent(
                "program",
                &["function_definition"],
                "functions are called by name, after the whole file has defined them",
            )]),
        LanguageProfile::new(
            "PowerShell",
            &["ps1", "psm1", "psd1"],
            tree_sitter_powershell::LANGUAGE.into(),
        )
        .aliases(&["powershell", "pwsh", "ps1"])
        // A hashtable literal (splatted parameters, headers, a module manifest) is a map;
        // one cast to `[ordered]` keeps its order, which is then what the script sees.
        .commutative([CommutativeParent::new("hash_literal_body", "\n")
            .elements(&["hash_entry"])
            .unless(Condition::AncestorHasChild {
                up: 3,
                kind: "type_literal",
                contains: "ordered",
            })
            .unless(Condition::AncestorHasChild {
                up: 3,
                kind: "type_literal",
                contains: "Ordered",
            })])
        // An entry is its key: one key set two ways is a conflict (and a duplicate key an error).
        .signatures([Signature::new("hash_entry", &[&["@key_expression"]])]),
        LanguageProfile::new("R", &["r"], tree_sitter_r::LANGUAGE.into())
            .aliases(&["r", "rscript"])
            .file_names(&[".Rprofile"])
            // Other top-level calls and assignments run in order.
            .ordered([OrderedList::independent(
                "program",
                &[],
                "attached packages and testthat tests stand each on its own",
            )
            .calls(&["library", "test_that"])]),
    ]
}
