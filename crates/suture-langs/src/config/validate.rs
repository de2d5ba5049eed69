//! Checks configured rules against the grammar they are for, before anything is applied:
//! every node kind, delimiter token and signature field must exist in the language's
//! tree-sitter grammar, and an unknown one is reported with the nearest names it has.
//!
//! Owns: the checks and the suggestions. Must not: change a profile.

use suture_core::profile::LanguageProfile;

use super::schema::{ConditionRule, LanguageRules, SignatureRule};
use super::{ConfigError, Problem};

/// How many suggestions an error carries at most.
const SUGGESTIONS: usize = 3;

/// The `count` candidates nearest to `given` (edit distance ignoring case, then name),
/// nearest first; only those at most a third as long as `given` away (plus one), so that a
/// name with no likeness gets no suggestion rather than a random one.
pub fn nearest<'a>(
    given: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    count: usize,
) -> Vec<String> {
    let limit = given.chars().count() / 3 + 1;
    let mut scored: Vec<(usize, &str)> = candidates
        .into_iter()
        .map(|c| (strsim::levenshtein(&given.to_lowercase(), &c.to_lowercase()), c))
        .filter(|&(distance, _)| distance <= limit)
        .collect();
    scored.sort_unstable();
    scored.dedup_by(|a, b| a.1 == b.1);
    scored.into_iter().take(count).map(|(_, c)| c.to_owned()).collect()
}

/// Checks one language's rules from one file against its grammar.
pub(super) fn check_rules(
    file: &str,
    key: &str,
    profile: &LanguageProfile,
    rules: &LanguageRules,
) -> Result<(), ConfigError> {
    let grammar = Grammar { file, profile };
    let at = |rest: String| format!("languages.{key}.{rest}");
    for (index, parent) in rules.commutative.iter().enumerate() {
        let place = |field: &str| at(format!("commutative[{index}].{field}"));
        grammar.kind(&parent.kind, place("kind"))?;
        for (token, field) in [(&parent.open, "open"), (&parent.close, "close")] {
            if let Some(token) = token {
                grammar.token(token, place(field))?;
            }
        }
        for kind in parent.elements.iter().flatten() {
            grammar.kind(kind, place("elements"))?;
        }
        for kind in &parent.attached {
            grammar.kind(kind, place("attached"))?;
        }
        for condition in &parent.unless {
            grammar.kind(condition.kind(), place("unless"))?;
            if let ConditionRule::AncestorHasChildWithout { field, .. } = condition {
                grammar.field(field, place("unless"))?;
            }
        }
    }
    for (index, signature) in rules.signatures.iter().enumerate() {
        grammar.signature(signature, &|field| at(format!("signatures[{index}].{field}")))?;
    }
    for kind in &rules.atomic {
        grammar.kind(kind, at("atomic".to_owned()))?;
    }
    let off = &rules.off;
    for (list, field) in [
        (&off.commutative, "commutative"),
        (&off.signatures, "signatures"),
        (&off.atomic, "atomic"),
    ] {
        for kind in list {
            grammar.kind(kind, at(format!("off.{field}")))?;
        }
    }
    Ok(())
}

/// One language's grammar, asked about the names a file uses.
struct Grammar<'a> {
    file: &'a str,
    profile: &'a LanguageProfile,
}

impl Grammar<'_> {
    /// Every visible node kind of the grammar, named ones first.
    fn kinds(&self) -> Vec<&str> {
        let language = &self.profile.grammar;
        let ids = (0..language.node_kind_count()).filter_map(|id| u16::try_from(id).ok());
        let visible: Vec<u16> = ids.filter(|&id| language.node_kind_is_visible(id)).collect();
        let named = visible.iter().filter(|&&id| language.node_kind_is_named(id));
        let anonymous = visible.iter().filter(|&&id| !language.node_kind_is_named(id));
        named.chain(anonymous).filter_map(|&id| language.node_kind_for_id(id)).collect()
    }

    fn unknown_kind(&self, kind: &str, place: String) -> ConfigError {
        let problem = Problem::UnknownKind {
            kind: kind.to_owned(),
            grammar: self.profile.name.to_owned(),
            place,
            suggestions: nearest(kind, self.kinds(), SUGGESTIONS),
        };
        ConfigError::new(self.file, problem)
    }

    /// A node kind, named or not.
    fn kind(&self, kind: &str, place: String) -> Result<(), ConfigError> {
        let language = &self.profile.grammar;
        let exists = language.id_for_node_kind(kind, true) != 0
            || language.id_for_node_kind(kind, false) != 0;
        if exists { Ok(()) } else { Err(self.unknown_kind(kind, place)) }
    }

    /// A delimiter: an anonymous token such as `{`.
    fn token(&self, token: &str, place: String) -> Result<(), ConfigError> {
        if self.profile.grammar.id_for_node_kind(token, false) != 0 {
            Ok(())
        } else {
            Err(self.unknown_kind(token, place))
        }
    }

    /// A signature: its kind and each step of its paths (a field name, or `@kind`).
    fn signature(
        &self,
        signature: &SignatureRule,
        place: &dyn Fn(&str) -> String,
    ) -> Result<(), ConfigError> {
        self.kind(&signature.kind, place("kind"))?;
        let paths = signature.paths.iter().map(|p| (p, "paths"));
        for (path, field) in paths.chain(signature.unique.iter().map(|p| (p, "unique"))) {
            for step in path {
                match step.strip_prefix('@') {
                    Some(kind) => self.kind(kind, place(field))?,
                    None => self.field(step, place(field))?,
                }
            }
        }
        Ok(())
    }

    /// A field name.
    fn field(&self, field: &str, place: String) -> Result<(), ConfigError> {
        let language = &self.profile.grammar;
        if language.field_id_for_name(field).is_some() {
            return Ok(());
        }
        let fields = (1..=language.field_count())
            .filter_map(|id| u16::try_from(id).ok())
            .filter_map(|id| language.field_name_for_id(id));
        let problem = Problem::UnknownField {
            field: field.to_owned(),
            grammar: self.profile.name.to_owned(),
            place,
            suggestions: nearest(field, fields, SUGGESTIONS),
        };
        Err(ConfigError::new(self.file, problem))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::schema::parse;

    fn check(language: &str, toml: &str) -> Result<(), ConfigError> {
        let file = parse("c.toml", toml).unwrap();
        let (key, rules) = &file.languages[0];
        check_rules("c.toml", key, crate::by_name(language).unwrap(), rules)
    }

    #[test]
    fn nearest_names_come_first_and_strangers_get_none() {
        let kinds = ["block_sequence", "flow_sequence", "block_mapping", "comment"];
        assert_eq!(nearest("block_sequense", kinds, 2), ["block_sequence", "flow_sequence"]);
        assert!(nearest("zzzzzzzzzzzzzzzz", kinds, 3).is_empty());
    }

    #[test]
    fn a_misspelt_kind_names_the_grammar_the_place_and_the_nearest_kinds() {
        let error = check(
            "yaml",
            "[[languages.yaml.commutative]]\nkind = \"block_sequense\"\nseparator = \"\\n\"\n",
        )
        .unwrap_err();
        let Problem::UnknownKind { kind, grammar, place, suggestions } = &*error.problem else {
            panic!("{error:?}")
        };
        assert_eq!((kind.as_str(), grammar.as_str()), ("block_sequense", "YAML"));
        assert_eq!(place, "languages.yaml.commutative[0].kind");
        assert_eq!(suggestions.first().map(String::as_str), Some("block_sequence"));
        assert_eq!(
            error.to_string(),
            format!(
                "c.toml: unknown node kind `block_sequense` in the YAML grammar \
                 (languages.yaml.commutative[0].kind); did you mean {}?",
                suggestions.iter().map(|s| format!("`{s}`")).collect::<Vec<_>>().join(", ")
            )
        );
    }

    #[test]
    fn every_name_a_rule_uses_is_checked() {
        let good = r#"
[[languages.json.commutative]]
kind = "array"
separator = ","
open = "["
close = "]"
elements = ["string"]
unless = [{ condition = "ancestor_is_not", up = 1, kind = "pair" }]
[[languages.json.signatures]]
kind = "pair"
paths = [["key"]]
"#;
        assert_eq!(check("json", good), Ok(()));
        for (bad, name) in [
            (good.replace("\"[\"", "\"<\""), "<"),
            (good.replace("[\"string\"]", "[\"strin\"]"), "strin"),
            (good.replace("kind = \"pair\" }", "kind = \"pear\" }"), "pear"),
            (good.replace("[[\"key\"]]", "[[\"kee\"]]"), "kee"),
            (good.replace("[[\"key\"]]", "[[\"@strng\"]]"), "strng"),
        ] {
            let error = check("json", &bad).unwrap_err();
            assert!(error.to_string().contains(&format!("`{name}`")), "{error}");
        }
        let off = check("json", "[languages.json.off]\natomic = [\"strong\"]\n").unwrap_err();
        assert!(off.to_string().contains("did you mean `string`"), "{off}");
    }
}
