//! The shape of a configuration file, as serde reads it from TOML. Names follow the
//! profile constructors of `suture_core::profile` so that a configured rule reads like a
//! built-in one:
//!
//! ```toml
//! [files]
//! "*.fixture" = "JSON"          # a glob → a built-in language, first match wins
//!
//! [languages.YAML]
//! enabled = true                # false: no file is merged as YAML by its name
//! atomic = ["block_scalar"]     # kept whole
//!
//! [[languages.YAML.commutative]]
//! kind = "block_sequence"
//! separator = "\n"
//! elements = ["block_sequence_item"]
//! unless = [{ condition = "ancestor_lacks_child", up = 2, kind = "flow_node", contains_any = ["watch"] }]
//!
//! [[languages.YAML.signatures]]
//! kind = "block_sequence_item"  # no `paths`: the element's whole text
//!
//! [languages.JSON.off]
//! commutative = ["object"]      # built-in rules turned off, by node kind
//!
//! [paths."CHANGELOG.md"]        # a glob → rules for the files it matches, first match wins
//! stacking = false
//! ```
//!
//! Owns: parsing only. Must not: check anything against a grammar (see `validate`).

use std::fmt;

use serde::Deserialize;
use serde::de::{MapAccess, Visitor};

use super::{ConfigError, Problem};

/// A whole configuration file.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConfigFile {
    /// File patterns and the language of the files they match, in the file's order.
    #[serde(default, deserialize_with = "pairs_in_order")]
    pub files: Vec<(String, String)>,
    /// Rules per language, by the language's name or alias.
    #[serde(default, deserialize_with = "pairs_in_order")]
    pub languages: Vec<(String, LanguageRules)>,
    /// Rules for the files a pattern matches, whatever their language, in the file's order.
    #[serde(default, deserialize_with = "pairs_in_order")]
    pub paths: Vec<(String, PathRules)>,
}

/// The rules for the files one pattern matches.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PathRules {
    /// `false`: as [`LanguageRules::stacking`], for these files only; `true` keeps both
    /// insertions there though their language's `stacking` is off.
    pub stacking: Option<bool>,
}

/// The rules for one built-in language.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LanguageRules {
    /// `false` turns the language off: no file is merged as it by its name.
    pub enabled: Option<bool>,
    /// More commutative parents (replacing a built-in one of the same kind).
    #[serde(default)]
    pub commutative: Vec<ParentRule>,
    /// More signatures (replacing a built-in one of the same kind).
    #[serde(default)]
    pub signatures: Vec<SignatureRule>,
    /// More atomic kinds.
    #[serde(default)]
    pub atomic: Vec<String>,
    /// `false`: two sides' different insertions at one place of an ordered list are never
    /// both kept (no independent lists, no sorted runs): a conflict, as git gives.
    pub stacking: Option<bool>,
    /// Rules turned off, by node kind.
    #[serde(default)]
    pub off: OffRules,
}

/// A commutative parent (see `suture_core::profile::CommutativeParent`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ParentRule {
    /// The node kind of the list.
    pub kind: String,
    /// Text put between two elements when suture joins them itself.
    pub separator: String,
    /// Opening delimiter token that is not an element.
    pub open: Option<String>,
    /// Closing delimiter token that is not an element.
    pub close: Option<String>,
    /// Only children of these kinds are elements.
    pub elements: Option<Vec<String>>,
    /// Kinds that belong to the element after them.
    #[serde(default)]
    pub attached: Vec<String>,
    /// The list is kept sorted by convention.
    #[serde(default)]
    pub sorted: bool,
    /// When any of these holds, the list is ordered after all.
    #[serde(default)]
    pub unless: Vec<ConditionRule>,
}

/// A condition that makes a list ordered (see `suture_core::profile::Condition`).
#[derive(Debug, Deserialize)]
#[serde(tag = "condition", rename_all = "snake_case")]
pub enum ConditionRule {
    /// The ancestor `up` levels above has, directly before it, a sibling of `kind`
    /// containing `contains`.
    AncestorPrecededBy {
        /// Levels above the list (0 = the list).
        up: u8,
        /// Kind of the sibling.
        kind: String,
        /// Text the sibling must contain.
        contains: String,
    },
    /// The ancestor has a child of `kind` containing `contains`.
    AncestorHasChild {
        /// Levels above the list.
        up: u8,
        /// Kind of the child.
        kind: String,
        /// Text the child must contain.
        contains: String,
    },
    /// The ancestor has no child of `kind` containing one of `contains_any`.
    AncestorLacksChild {
        /// Levels above the list.
        up: u8,
        /// Kind of the child.
        kind: String,
        /// Texts one of which the child must contain.
        contains_any: Vec<String>,
    },
    /// The ancestor has a child of `kind` with no child in the field `field` (a table
    /// with a positional entry).
    AncestorHasChildWithout {
        /// Levels above the list.
        up: u8,
        /// Kind of the child.
        kind: String,
        /// The field the child lacks.
        field: String,
    },
    /// The ancestor is of `kind`.
    AncestorIs {
        /// Levels above the list.
        up: u8,
        /// The kind.
        kind: String,
    },
    /// The ancestor is missing or of another kind than `kind`.
    AncestorIsNot {
        /// Levels above the list.
        up: u8,
        /// The kind.
        kind: String,
    },
}

impl ConditionRule {
    /// The node kind the condition names.
    pub fn kind(&self) -> &str {
        match self {
            ConditionRule::AncestorPrecededBy { kind, .. }
            | ConditionRule::AncestorHasChild { kind, .. }
            | ConditionRule::AncestorLacksChild { kind, .. }
            | ConditionRule::AncestorHasChildWithout { kind, .. }
            | ConditionRule::AncestorIs { kind, .. }
            | ConditionRule::AncestorIsNot { kind, .. } => kind,
        }
    }
}

/// What identifies an element (see `suture_core::profile::Signature`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SignatureRule {
    /// The element's node kind.
    pub kind: String,
    /// Paths to the nodes whose texts form the signature: steps are field names or
    /// `@kind`. Absent: the element's whole text.
    #[serde(default)]
    pub paths: Vec<Vec<String>>,
    /// Paths to a second identity that must be unique among the elements.
    #[serde(default)]
    pub unique: Vec<Vec<String>>,
    /// Whether the signature is a name in code that a rename may change (a function's,
    /// a field's), rather than a data key.
    #[serde(default)]
    pub renamable: bool,
}

/// Built-in (or earlier configured) rules turned off, by node kind.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OffRules {
    /// Commutative parents: the list is merged in order again.
    #[serde(default)]
    pub commutative: Vec<String>,
    /// Signatures.
    #[serde(default)]
    pub signatures: Vec<String>,
    /// Atomic kinds: the node is merged inside again.
    #[serde(default)]
    pub atomic: Vec<String>,
    /// Ordered lists: the list is order-sensitive (insertions of both sides at one place
    /// conflict, also in a sorted run).
    #[serde(default)]
    pub ordered: Vec<String>,
}

/// Parses one file; `file` names it in the error.
pub fn parse(file: &str, text: &str) -> Result<ConfigFile, ConfigError> {
    toml::from_str(text).map_err(|error| {
        let line = error.span().map_or(1, |span| {
            text.as_bytes()[..span.start.min(text.len())].iter().filter(|&&b| b == b'\n').count()
                + 1
        });
        // toml's message may run over several lines: the first one says it.
        let message = error.message().lines().next().unwrap_or("not valid TOML").to_owned();
        ConfigError::new(file, Problem::Syntax { line, message })
    })
}

/// A TOML table read as its key-value pairs in the file's order (a map would lose the
/// order, and the first matching file pattern must win).
fn pairs_in_order<'de, D, V>(deserializer: D) -> Result<Vec<(String, V)>, D::Error>
where
    D: serde::Deserializer<'de>,
    V: Deserialize<'de>,
{
    struct Pairs<V>(std::marker::PhantomData<V>);
    impl<'de, V: Deserialize<'de>> Visitor<'de> for Pairs<V> {
        type Value = Vec<(String, V)>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a table")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let mut pairs = Vec::new();
            while let Some(pair) = map.next_entry()? {
                pairs.push(pair);
            }
            Ok(pairs)
        }
    }
    deserializer.deserialize_map(Pairs(std::marker::PhantomData))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_keep_their_order_and_conditions_read_by_name() {
        let text = r#"
[files]
"b/*.x" = "JSON"
"*.x" = "YAML"

[[languages.yaml.commutative]]
kind = "block_sequence"
separator = "\n"
unless = [{ condition = "ancestor_is_not", up = 1, kind = "block_node" }]
"#;
        let file = parse("f", text).unwrap();
        assert_eq!(
            file.files,
            [("b/*.x".to_owned(), "JSON".to_owned()), ("*.x".to_owned(), "YAML".to_owned())]
        );
        let rules = &file.languages[0].1;
        assert!(file.paths.is_empty());
        assert!(matches!(
            &rules.commutative[0].unless[0],
            ConditionRule::AncestorIsNot { up: 1, kind } if kind == "block_node"
        ));
    }

    #[test]
    fn path_rules_keep_their_order() {
        let text = "[paths.\"docs/*.md\"]\nstacking = true\n[paths.\"*.md\"]\nstacking = false\n";
        let file = parse("f", text).unwrap();
        let read: Vec<(&str, Option<bool>)> =
            file.paths.iter().map(|(p, r)| (p.as_str(), r.stacking)).collect();
        assert_eq!(read, [("docs/*.md", Some(true)), ("*.md", Some(false))]);
        assert!(parse("f", "[paths.\"*.md\"]\nstack = false\n").is_err());
    }

    #[test]
    fn a_syntax_error_is_one_line_with_its_line_number() {
        let error = parse("c.toml", "[files]\n\"*.x\" = \n").unwrap_err();
        let Problem::Syntax { line, .. } = &*error.problem else { panic!("{error:?}") };
        assert_eq!(*line, 2);
        assert!(!error.to_string().contains('\n'), "{error}");
        let error = parse("c.toml", "[languages.json]\nenable = false\n").unwrap_err();
        assert!(error.to_string().contains("enable"), "{error}");
    }
}
