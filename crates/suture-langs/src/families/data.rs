//! Data and configuration formats: JSON, YAML, TOML, XML (with the many XML-based project
//! and resource formats), INI, Java properties and pip requirements. Maps are sets keyed by their keys;
//! arrays, sequences, TOML arrays of tables and XML child elements are ordered (element
//! order is meaningful in XML in general), while XML attributes are a set.
//!
//! Only data lives here; the engine interprets it.

use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, Signature};

/// The key of a TOML pair or table header: exactly one of these is present.
const TOML_KEY: &[&[&str]] = &[&["@bare_key"], &["@dotted_key"], &["@quoted_key"]];

fn json() -> LanguageProfile {
    LanguageProfile::new(
        "JSON",
        &["json", "jsonc", "json5", "geojson", "webmanifest", "har", "avsc", "code-workspace"],
        tree_sitter_json::LANGUAGE.into(),
    )
    .aliases(&["json", "jsonc", "json with comments"])
    .file_names(&[
        ".babelrc",
        ".eslintrc",
        ".jshintrc",
        ".swcrc",
        "composer.lock",
        "Pipfile.lock",
        "flake.lock",
    ])
    .commutative([CommutativeParent::new("object", ",").delimited("{", "}").elements(&["pair"])])
    .signatures([Signature::new("pair", &[&["key"]])])
    .atomic(&["string"])
}

fn yaml() -> LanguageProfile {
    LanguageProfile::new("YAML", &["yaml", "yml"], tree_sitter_yaml::LANGUAGE.into())
        .indentation_matters()
        .aliases(&["yaml", "yml"])
        .file_names(&[".clang-format", ".clang-tidy", ".clangd", "pubspec.lock"])
        .commutative([
            CommutativeParent::new("block_mapping", "\n").elements(&["block_mapping_pair"]),
            CommutativeParent::new("flow_mapping", ",")
                .delimited("{", "}")
                .elements(&["flow_pair"]),
        ])
        .signatures([
            Signature::new("block_mapping_pair", &[&["key"]]),
            Signature::new("flow_pair", &[&["key"]]),
        ])
        .atomic(&["double_quote_scalar", "single_quote_scalar"])
}

fn toml() -> LanguageProfile {
    LanguageProfile::new("TOML", &["toml"], tree_sitter_toml_ng::LANGUAGE.into())
        .aliases(&["toml"])
        .file_names(&["Cargo.lock", "Pipfile", "poetry.lock", "uv.lock", "pdm.lock", "Gopkg.lock"])
        .commutative([
            // Only tables move: a top-level pair moved below a table header would join that
            // table, and `[[array]]` elements are ordered, so both pin their positions.
            CommutativeParent::new("document", "\n\n").elements(&["table"]),
            CommutativeParent::new("table", "\n").elements(&["pair"]),
            CommutativeParent::new("table_array_element", "\n").elements(&["pair"]),
            CommutativeParent::new("inline_table", ",").delimited("{", "}").elements(&["pair"]),
            // Dependency lists (`dependencies = [..]` in pyproject.toml, `requires` of its
            // build system) are sets of requirements; other arrays keep their order.
            CommutativeParent::new("array", ",").delimited("[", "]").unless(
                Condition::AncestorLacksChild {
                    up: 1,
                    kind: "bare_key",
                    contains_any: &["dependencies", "requires"],
                },
            ),
        ])
        .signatures([
            Signature::new("table", TOML_KEY),
            Signature::new("pair", TOML_KEY),
            Signature::whole("string"),
        ])
        .atomic(&["string"])
}

fn xml() -> LanguageProfile {
    LanguageProfile::new(
        "XML",
        &[
            "xml",
            "xsd",
            "xsl",
            "xslt",
            "wsdl",
            "dtd",
            "svg",
            "rss",
            "atom",
            "plist",
            "kml",
            "gpx",
            "xlf",
            "xliff",
            "fxml",
            "tld",
            // .NET and MSBuild
            "csproj",
            "vbproj",
            "fsproj",
            "vcxproj",
            "sqlproj",
            "dbproj",
            "shproj",
            "projitems",
            "props",
            "targets",
            "xaml",
            "axaml",
            "resx",
            "config",
            "nuspec",
            "ruleset",
            "runsettings",
            "pubxml",
            "filters",
            "manifest",
            "dotsettings",
            "wxs",
            "wxi",
            // Apple and Android
            "storyboard",
            "xib",
            "xcscheme",
            "xcworkspacedata",
            "entitlements",
        ],
        tree_sitter_xml::LANGUAGE_XML.into(),
    )
    .aliases(&["xml", "msbuild", "svg", "xml property list"])
    .file_names(&[
        "pom.xml",
        "AndroidManifest.xml",
        "web.config",
        "packages.config",
        "NuGet.Config",
    ])
    .commutative([
        CommutativeParent::new("STag", " ").delimited("<", ">").elements(&["Attribute"]),
        CommutativeParent::new("EmptyElemTag", " ").delimited("<", "/>").elements(&["Attribute"]),
        // XML children are ordered, but MSBuild's item groups are sets: each item is its
        // tag and its first attribute (`<PackageReference Include="Polly" ...`), and
        // package and file lists are kept sorted by convention.
        CommutativeParent::new("content", "\n")
            .elements(&["element"])
            .unless(Condition::AncestorLacksChild {
                up: 1,
                kind: "STag",
                contains_any: &["<ItemGroup"],
            })
            // F# compiles its files in the order the project lists them: an item group of
            // `.fs` files is ordered.
            .unless(Condition::AncestorHasChild { up: 0, kind: "element", contains: ".fs\"" })
            .unless(Condition::AncestorHasChild { up: 0, kind: "element", contains: ".fsi\"" })
            .kept_sorted(),
    ])
    .signatures([
        Signature::new("Attribute", &[&["@Name"]]),
        Signature::new(
            "element",
            &[
                &["@STag", "@Name"],
                &["@EmptyElemTag", "@Name"],
                &["@STag", "@Attribute"],
                &["@EmptyElemTag", "@Attribute"],
            ],
        ),
    ])
    .atomic(&["AttValue"])
    // The indentation between elements is layout: as nodes, the many equal `\n    ` texts
    // pair up with the wrong neighbours and misalign the matching of the elements.
    .layout(&["CharData"])
}

fn ini() -> LanguageProfile {
    LanguageProfile::new("INI", &["ini", "cfg", "inf", "desktop"], tree_sitter_ini::LANGUAGE.into())
        .aliases(&["ini", "dosini", "gitconfig", "git config", "editorconfig"])
        .file_names(&[
            ".gitconfig",
            ".editorconfig",
            ".gitmodules",
            ".flake8",
            ".pylintrc",
            ".coveragerc",
            ".npmrc",
        ])
        // Sections of a file and settings of a section are looked up by name: both are maps.
        .commutative([
            CommutativeParent::new("document", "\n\n").elements(&["section"]),
            CommutativeParent::new("section", "\n").elements(&["setting"]),
        ])
        // A section or a setting is its name: one set two ways is a conflict.
        .signatures([
            Signature::new("section", &[&["@section_name"]]),
            Signature::new("setting", &[&["@setting_name"]]),
        ])
}

fn properties() -> LanguageProfile {
    LanguageProfile::new("Properties", &["properties"], tree_sitter_properties::LANGUAGE.into())
        .aliases(&["properties", "java-properties", "java properties"])
        .file_names(&["gradle.properties"])
        // A properties file is a map from keys to values (the last of a key wins).
        .commutative([CommutativeParent::new("file", "\n").elements(&["property"])])
        // A property is its key: one key set two ways is a conflict.
        .signatures([Signature::new("property", &[&["@key"]])])
}

fn requirements() -> LanguageProfile {
    LanguageProfile::new("Pip Requirements", &[], tree_sitter_requirements::LANGUAGE.into())
        .aliases(&["requirements", "pip-requirements"])
        .file_names(&[
            "requirements.txt",
            "requirements-dev.txt",
            "requirements-test.txt",
            "dev-requirements.txt",
            "constraints.txt",
        ])
        // Options (`--index-url`, `-r other.txt`) and bare paths or URLs keep their places.
        // pip resolves requirements as a set.
        .commutative([CommutativeParent::new("file", "\n").elements(&["requirement"])])
        // A requirement is its package: two pins of one package are a conflict.
        .signatures([Signature::new("requirement", &[&["@package"]])])
}

/// The data-format profiles.
pub fn profiles() -> Vec<LanguageProfile> {
    vec![json(), yaml(), toml(), xml(), ini(), properties(), requirements()]
}
