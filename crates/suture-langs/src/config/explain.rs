//! `suture languages --explain PATH`: which language a path is merged as and why, and
//! every rule of that language with where it came from (built-in, or which file).
//!
//! Owns: the account, as data and as text. Must not: decide anything `Languages` does not.

use std::fmt::{self, Write as _};

use suture_core::profile::{CommutativeParent, Condition, Signature, Stacking};

use super::registry::{Choice, RuleKind};
use super::{Languages, Source};

/// The account of one path.
#[derive(Debug, Clone)]
pub struct Explanation {
    /// The path asked about.
    pub path: String,
    /// The configuration files applied, in order (user, then repository).
    pub layers: Vec<Source>,
    /// The language and why it was chosen; `None`: no language (line merge).
    pub language: Option<Chosen>,
}

/// The language chosen for a path.
#[derive(Debug, Clone)]
pub struct Chosen {
    /// Its name.
    pub name: &'static str,
    /// Why: `extension or file name` or `pattern `*.x``, with where that came from.
    pub reason: String,
    /// Where the reason came from.
    pub reason_source: Source,
    /// `Some(source)` when the language is turned off (the path is merged line by line).
    pub turned_off_by: Option<Source>,
    /// Each rule in effect: a description and where it came from.
    pub rules: Vec<(String, Source)>,
    /// Each rule turned off: a description and who turned it off.
    pub turned_off: Vec<(String, Source)>,
}

impl Languages {
    /// Which language `path` is merged as, and which rules apply, with their sources.
    pub fn explain(&self, path: &str) -> Explanation {
        let language = self.choose(path).map(|(index, choice)| {
            let entry = &self.languages[index];
            let (reason, reason_source) = match choice {
                Choice::Pattern(rule) => {
                    let rule = &self.file_rules[rule];
                    (format!("file pattern `{}`", rule.pattern.text), rule.source.clone())
                }
                Choice::BuiltIn => ("extension or file name".to_owned(), Source::BuiltIn),
            };
            let origin = |rule: RuleKind, kind: &str| {
                entry
                    .origins
                    .iter()
                    .find(|(r, k, _)| *r == rule && *k == kind)
                    .map_or(Source::BuiltIn, |(_, _, source)| source.clone())
            };
            let profile = entry.profile;
            let parents = profile.commutative_parents.iter().map(|parent| {
                (describe_parent(parent), origin(RuleKind::Commutative, parent.kind))
            });
            let signatures = profile.signatures.iter().map(|signature| {
                (describe_signature(signature), origin(RuleKind::Signature, signature.kind))
            });
            let atomic = profile
                .atomic_kinds
                .iter()
                .map(|kind| (format!("atomic `{kind}`"), origin(RuleKind::Atomic, kind)));
            let ordered = profile.ordered_lists.iter().map(|list| {
                let what = match list.stacking {
                    Stacking::Independent => "both insertions kept",
                    Stacking::OrderSensitive => "never reordered",
                };
                let text = format!("ordered list `{}`: {what} ({})", list.kind, list.reason);
                (text, origin(RuleKind::Ordered, list.kind))
            });
            let stacking_off = (!profile.stacking).then(|| {
                let text = "stacking off: no two insertions at one place both kept".to_owned();
                (text, origin(RuleKind::Ordered, ALL_LISTS))
            });
            let by_path = self.path_rule(path).and_then(|rule| {
                let state = if rule.stacking? { "on" } else { "off" };
                let text = format!(
                    "stacking {state} for this path (path pattern `{}`)",
                    rule.pattern.text
                );
                Some((text, rule.source.clone()))
            });
            let turned_off = entry.turned_off.iter().map(|(rule, kind, source)| {
                (format!("{} `{kind}`", rule_label(*rule)), source.clone())
            });
            Chosen {
                name: profile.name,
                reason,
                reason_source,
                turned_off_by: (!entry.enabled.0).then(|| entry.enabled.1.clone()),
                rules: parents
                    .chain(signatures)
                    .chain(atomic)
                    .chain(ordered)
                    .chain(stacking_off)
                    .chain(by_path)
                    .collect(),
                turned_off: turned_off.collect(),
            }
        });
        Explanation { path: path.to_owned(), layers: self.layers.clone(), language }
    }
}

/// How the origins name the language-wide `stacking` switch.
const ALL_LISTS: &str = "*";

fn rule_label(rule: RuleKind) -> &'static str {
    match rule {
        RuleKind::Commutative => "commutative parent",
        RuleKind::Signature => "signature",
        RuleKind::Atomic => "atomic",
        RuleKind::Ordered => "ordered list",
    }
}

fn describe_parent(parent: &CommutativeParent) -> String {
    let mut text = format!("commutative parent `{}`", parent.kind);
    let mut details = Vec::new();
    if let Some(elements) = parent.element_kinds {
        details.push(format!("elements {}", quoted(elements)));
    }
    details.push(format!("separator {:?}", parent.separator));
    if let (Some(open), Some(close)) = (parent.open, parent.close) {
        details.push(format!("between `{open}` and `{close}`"));
    }
    if parent.sorted {
        details.push("kept sorted".to_owned());
    }
    for condition in &parent.unless {
        details.push(format!("unless {}", describe_condition(condition)));
    }
    let _ = write!(text, " ({})", details.join("; "));
    text
}

fn describe_condition(condition: &Condition) -> String {
    match condition {
        Condition::AncestorPrecededBy { up, kind, contains } => {
            format!("ancestor {up} is preceded by `{kind}` containing {contains:?}")
        }
        Condition::AncestorHasChild { up, kind, contains } => {
            format!("ancestor {up} has a `{kind}` containing {contains:?}")
        }
        Condition::AncestorLacksChild { up, kind, contains_any } => {
            format!("ancestor {up} has no `{kind}` containing any of {contains_any:?}")
        }
        Condition::AncestorHasChildWithout { up, kind, field } => {
            format!("ancestor {up} has a `{kind}` without a `{field}` field")
        }
        Condition::ChildHasChildOfKind { child, kind } => {
            format!("a `{child}` child has a `{kind}`")
        }
        Condition::AncestorIs { up, kind } => format!("ancestor {up} is `{kind}`"),
        Condition::AncestorIsNot { up, kind } => format!("ancestor {up} is not `{kind}`"),
    }
}

fn describe_signature(signature: &Signature) -> String {
    let path = |steps: &&[&str]| if steps.is_empty() { "text".to_owned() } else { steps.join(".") };
    let paths: Vec<String> = signature.paths.iter().map(path).collect();
    let mut text = format!("signature `{}` by {}", signature.kind, paths.join(" + "));
    if !signature.unique_paths.is_empty() {
        let unique: Vec<String> = signature.unique_paths.iter().map(path).collect();
        let _ = write!(text, ", unique by {}", unique.join(" + "));
    }
    text
}

fn quoted(kinds: &[&str]) -> String {
    kinds.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ")
}

impl fmt::Display for Explanation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "path: {}", self.path)?;
        if self.layers.is_empty() {
            writeln!(f, "configuration: none (built-in rules only)")?;
        }
        for layer in &self.layers {
            writeln!(f, "configuration: {layer}")?;
        }
        let Some(chosen) = &self.language else {
            return writeln!(f, "language: none (merged line by line, as git does)");
        };
        writeln!(f, "language: {} (by {}; {})", chosen.name, chosen.reason, chosen.reason_source)?;
        if let Some(source) = &chosen.turned_off_by {
            writeln!(f, "  turned off by {source}: merged line by line, as git does")?;
        }
        for (rule, source) in &chosen.rules {
            writeln!(f, "  {rule} — {source}")?;
        }
        for (rule, source) in &chosen.turned_off {
            writeln!(f, "  {rule} turned off by {source}")?;
        }
        Ok(())
    }
}
