//! The languages in effect once the configuration files are applied: which language a
//! path is merged as, and each language's profile with the configured rules in it.
//!
//! Owns: applying validated rules, layer over layer (built-in, then the user's file, then
//! the repository's: a later layer's rule for a kind replaces an earlier one), and the
//! record of where each rule came from, and the rules of path patterns (a profile with
//! stacking turned on or off for the files one matches). Must not: read files, or change a
//! built-in profile in place (built-in profiles stay shared; a configured language gets a
//! copy).

use std::sync::{Arc, Mutex};

use globset::{Glob, GlobMatcher};
use suture_core::profile::{CommutativeParent, Condition, LanguageProfile, OrderedList, Signature};

use super::schema::{self, ConditionRule, LanguageRules, ParentRule, SignatureRule};
use super::validate::{check_rules, nearest};
use super::{ConfigError, Layer, Problem, Source};

/// The kind of rule a configuration file can add or turn off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum RuleKind {
    /// A commutative parent.
    Commutative,
    /// A signature.
    Signature,
    /// An atomic kind.
    Atomic,
    /// An ordered list's policy.
    Ordered,
}

impl RuleKind {
    /// The name the configuration file uses for it.
    pub(super) fn name(self) -> &'static str {
        match self {
            RuleKind::Commutative => "commutative",
            RuleKind::Signature => "signatures",
            RuleKind::Atomic => "atomic",
            RuleKind::Ordered => "ordered",
        }
    }
}

/// One language as configured.
#[derive(Debug, Clone)]
pub(super) struct Configured {
    /// The profile in effect: the built-in one, or a copy with the configured rules.
    pub(super) profile: &'static LanguageProfile,
    /// Whether files are merged as this language by their names, and who said so last.
    pub(super) enabled: (bool, Source),
    /// Where the configured rules in `profile` came from (rules not listed are built-in).
    pub(super) origins: Vec<(RuleKind, &'static str, Source)>,
    /// Rules turned off, and by whom.
    pub(super) turned_off: Vec<(RuleKind, String, Source)>,
}

/// A glob of a configuration file (`[files]`, `[paths]`), compiled.
#[derive(Debug, Clone)]
pub(super) struct Pattern {
    /// As written.
    pub(super) text: String,
    matcher: GlobMatcher,
    /// A pattern with a `/` matches the whole path; others match the file name.
    whole_path: bool,
}

impl Pattern {
    /// `pattern` compiled, or the error naming it and `file`.
    fn compile(file: &str, pattern: &str) -> Result<Self, ConfigError> {
        let matcher = Glob::new(pattern).map(|glob| glob.compile_matcher()).map_err(|error| {
            let message = error.kind().to_string();
            ConfigError::new(file, Problem::BadPattern { pattern: pattern.to_owned(), message })
        })?;
        Ok(Pattern { text: pattern.to_owned(), matcher, whole_path: pattern.contains('/') })
    }

    fn matches(&self, path: &str) -> bool {
        let path = path.strip_prefix("./").unwrap_or(path);
        if self.whole_path {
            self.matcher.is_match(path)
        } else {
            self.matcher.is_match(path.rsplit(['/', '\\']).next().unwrap_or(path))
        }
    }
}

/// A file pattern of a configuration file.
#[derive(Debug, Clone)]
pub(super) struct FileRule {
    pub(super) pattern: Pattern,
    /// Index into [`Languages::languages`].
    pub(super) language: usize,
    /// The file that gave it.
    pub(super) source: Source,
}

/// The rules of a `[paths."PATTERN"]` table: for the files the pattern matches, whatever
/// their language.
#[derive(Debug, Clone)]
pub(super) struct PathRule {
    pub(super) pattern: Pattern,
    /// Stacking on or off for these files; `None` leaves the language's setting.
    pub(super) stacking: Option<bool>,
    /// The file that gave it.
    pub(super) source: Source,
}

/// Why a path is merged as a language.
#[derive(Debug, Clone)]
pub(super) enum Choice {
    /// A file pattern of a configuration file.
    Pattern(usize),
    /// suture's own extensions and file names.
    BuiltIn,
}

/// The languages in effect: the built-in profiles with the configuration files applied.
#[derive(Debug, Clone)]
pub struct Languages {
    /// One per built-in language, in the order of [`crate::profiles`].
    pub(super) languages: Vec<Configured>,
    /// File patterns, first match wins: the repository's before the user's.
    pub(super) file_rules: Vec<FileRule>,
    /// Path patterns and their rules, first match wins: the repository's before the user's.
    pub(super) path_rules: Vec<PathRule>,
    /// The files applied, in order.
    pub(super) layers: Vec<Source>,
    /// Profiles with stacking switched by a path rule, made once per language and setting.
    switched: Arc<Mutex<Vec<&'static LanguageProfile>>>,
}

impl Languages {
    /// The built-in languages only.
    pub fn built_in() -> Languages {
        let languages = crate::profiles()
            .iter()
            .map(|profile| Configured {
                profile,
                enabled: (true, Source::BuiltIn),
                origins: Vec::new(),
                turned_off: Vec::new(),
            })
            .collect();
        Languages {
            languages,
            file_rules: Vec::new(),
            path_rules: Vec::new(),
            layers: Vec::new(),
            switched: Arc::default(),
        }
    }

    /// The built-in languages with `layers` applied in order (the user's file, then the
    /// repository's). The first problem found in any layer is the error: a configuration
    /// is used whole or not at all.
    pub fn configured(layers: &[Layer]) -> Result<Languages, ConfigError> {
        let mut languages = Languages::built_in();
        let mut working: Vec<Option<LanguageProfile>> = vec![None; languages.languages.len()];
        for layer in layers {
            let shown = layer.source.file().map_or_else(String::new, |p| p.display().to_string());
            let file = schema::parse(&shown, &layer.text)?;
            let mut file_rules = Vec::new();
            for (pattern, name) in &file.files {
                let language = index_of(&shown, name)?;
                file_rules.push(FileRule {
                    pattern: Pattern::compile(&shown, pattern)?,
                    language,
                    source: layer.source.clone(),
                });
            }
            // A later layer's patterns are tried first.
            languages.file_rules.splice(0..0, file_rules);
            let mut path_rules = Vec::new();
            for (pattern, rules) in &file.paths {
                path_rules.push(PathRule {
                    pattern: Pattern::compile(&shown, pattern)?,
                    stacking: rules.stacking,
                    source: layer.source.clone(),
                });
            }
            languages.path_rules.splice(0..0, path_rules);
            for (key, rules) in &file.languages {
                let index = index_of(&shown, key)?;
                let entry = &mut languages.languages[index];
                check_rules(&shown, key, entry.profile, rules)?;
                let profile = working[index].get_or_insert_with(|| entry.profile.clone());
                apply(&shown, key, rules, &layer.source, profile, entry)?;
            }
            languages.layers.push(layer.source.clone());
        }
        for (entry, profile) in languages.languages.iter_mut().zip(working) {
            if let Some(profile) = profile {
                // See `leak`: one copy per configured language, for the whole process.
                entry.profile = Box::leak(Box::new(profile));
            }
        }
        Ok(languages)
    }

    /// The language `path` is merged as: the first configuration pattern that matches it,
    /// else suture's own extensions and file names; `None` (line merge only) when there is
    /// none or the language is turned off.
    pub fn detect(&self, path: &str) -> Option<&'static LanguageProfile> {
        let (index, _) = self.choose(path)?;
        let entry = &self.languages[index];
        entry.enabled.0.then_some(entry.profile)
    }

    /// A language by name or alias, case-insensitive, with its configured rules. A
    /// language turned off is still found: naming it (`-L`, `suture.language`) is explicit.
    pub fn by_name(&self, name: &str) -> Option<&'static LanguageProfile> {
        let built_in = crate::by_name(name)?;
        self.languages.iter().find(|e| e.profile.name == built_in.name).map(|e| e.profile)
    }

    /// `profile` as the files at `path` are merged: with stacking turned on or off when the
    /// first path pattern that matches `path` and says so wants it otherwise (see
    /// [`Languages::path_rule`]).
    pub fn for_path(
        &self,
        profile: &'static LanguageProfile,
        path: &str,
    ) -> &'static LanguageProfile {
        let Some(stacking) = self.path_rule(path).and_then(|rule| rule.stacking) else {
            return profile;
        };
        if profile.stacking == stacking {
            return profile;
        }
        let mut switched = self.switched.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(found) =
            switched.iter().find(|p| p.name == profile.name && p.stacking == stacking)
        {
            return found;
        }
        // See `leak`: at most two copies per language for the whole process.
        let copy: &'static LanguageProfile =
            Box::leak(Box::new(LanguageProfile { stacking, ..profile.clone() }));
        switched.push(copy);
        copy
    }

    /// The first path pattern that matches `path` and sets a rule, if any.
    pub(super) fn path_rule(&self, path: &str) -> Option<&PathRule> {
        self.path_rules
            .iter()
            .filter(|rule| rule.stacking.is_some())
            .find(|rule| rule.pattern.matches(path))
    }

    /// The language chosen for `path` (turned off or not), and why.
    pub(super) fn choose(&self, path: &str) -> Option<(usize, Choice)> {
        if let Some(rule) = self.file_rules.iter().position(|r| r.pattern.matches(path)) {
            return Some((self.file_rules[rule].language, Choice::Pattern(rule)));
        }
        let built_in = crate::detect(path)?;
        let index = self.languages.iter().position(|e| e.profile.name == built_in.name)?;
        Some((index, Choice::BuiltIn))
    }
}

/// The index of a built-in language by name or alias, or the error naming the nearest.
fn index_of(file: &str, name: &str) -> Result<usize, ConfigError> {
    let found = crate::by_name(name)
        .and_then(|profile| crate::profiles().iter().position(|p| p.name == profile.name));
    found.ok_or_else(|| {
        let names = crate::profiles().iter().map(|p| p.name);
        let suggestions = nearest(name, names, 3);
        ConfigError::new(file, Problem::UnknownLanguage { name: name.to_owned(), suggestions })
    })
}

/// Applies one file's rules for one language: rules turned off first, then the rules it
/// adds (so a file can replace a built-in rule by turning it off and declaring its own).
fn apply(
    file: &str,
    key: &str,
    rules: &LanguageRules,
    source: &Source,
    profile: &mut LanguageProfile,
    entry: &mut Configured,
) -> Result<(), ConfigError> {
    if let Some(enabled) = rules.enabled {
        entry.enabled = (enabled, source.clone());
    }
    if let Some(stacking) = rules.stacking {
        profile.stacking = stacking;
        record(entry, RuleKind::Ordered, "*", source);
    }
    let off = &rules.off;
    for (kind_of_rule, kinds) in [
        (RuleKind::Commutative, &off.commutative),
        (RuleKind::Signature, &off.signatures),
        (RuleKind::Atomic, &off.atomic),
        (RuleKind::Ordered, &off.ordered),
    ] {
        for kind in kinds {
            let existed = match kind_of_rule {
                RuleKind::Commutative => {
                    remove(&mut profile.commutative_parents, |p| p.kind == kind)
                }
                RuleKind::Signature => remove(&mut profile.signatures, |s| s.kind == kind),
                RuleKind::Atomic => {
                    let before = profile.atomic_kinds.len();
                    let kept: Vec<&str> =
                        profile.atomic_kinds.iter().copied().filter(|k| k != kind).collect();
                    profile.atomic_kinds = Box::leak(kept.into_boxed_slice());
                    profile.atomic_kinds.len() != before
                }
                RuleKind::Ordered => {
                    // Off means order-sensitive: not even a sorted run stacks there.
                    let existed = remove(&mut profile.ordered_lists, |l| l.kind == kind);
                    let reason = "turned off by configuration";
                    profile.ordered_lists.push(OrderedList::order_sensitive(leak(kind), reason));
                    existed
                }
            };
            let already_off =
                entry.turned_off.iter().any(|(r, k, _)| *r == kind_of_rule && k == kind);
            if !existed && !already_off {
                return Err(no_such_rule(file, key, kind_of_rule, kind, profile));
            }
            entry.origins.retain(|(r, k, _)| !(*r == kind_of_rule && k == kind));
            entry.turned_off.push((kind_of_rule, kind.clone(), source.clone()));
        }
    }
    for parent in &rules.commutative {
        let parent = commutative_parent(parent);
        let kind = parent.kind;
        match profile.commutative_parents.iter_mut().find(|p| p.kind == kind) {
            Some(existing) => *existing = parent,
            None => profile.commutative_parents.push(parent),
        }
        record(entry, RuleKind::Commutative, kind, source);
    }
    for signature in &rules.signatures {
        let signature = signature_of(signature);
        let kind = signature.kind;
        match profile.signatures.iter_mut().find(|s| s.kind == kind) {
            Some(existing) => *existing = signature,
            None => profile.signatures.push(signature),
        }
        record(entry, RuleKind::Signature, kind, source);
    }
    if !rules.atomic.is_empty() {
        let mut kinds = profile.atomic_kinds.to_vec();
        for kind in &rules.atomic {
            let kind = leak(kind);
            if !kinds.contains(&kind) {
                kinds.push(kind);
            }
            record(entry, RuleKind::Atomic, kind, source);
        }
        profile.atomic_kinds = Box::leak(kinds.into_boxed_slice());
    }
    Ok(())
}

/// Removes the items that match; whether there was one.
fn remove<T>(items: &mut Vec<T>, matches: impl Fn(&T) -> bool) -> bool {
    let before = items.len();
    items.retain(|item| !matches(item));
    items.len() != before
}

fn record(entry: &mut Configured, rule: RuleKind, kind: &'static str, source: &Source) {
    entry.origins.retain(|(r, k, _)| !(*r == rule && *k == kind));
    entry.turned_off.retain(|(r, k, _)| !(*r == rule && k == kind));
    entry.origins.push((rule, kind, source.clone()));
}

fn no_such_rule(
    file: &str,
    key: &str,
    rule: RuleKind,
    kind: &str,
    profile: &LanguageProfile,
) -> ConfigError {
    let existing: Vec<&str> = match rule {
        RuleKind::Commutative => profile.commutative_parents.iter().map(|p| p.kind).collect(),
        RuleKind::Signature => profile.signatures.iter().map(|s| s.kind).collect(),
        RuleKind::Atomic => profile.atomic_kinds.to_vec(),
        RuleKind::Ordered => profile.ordered_lists.iter().map(|l| l.kind).collect(),
    };
    let problem = Problem::NoSuchRule {
        language: profile.name.to_owned(),
        rule: rule.name().to_owned(),
        kind: kind.to_owned(),
        place: format!("languages.{key}.off.{}", rule.name()),
        existing: if existing.is_empty() { "none".to_owned() } else { existing.join(", ") },
    };
    ConfigError::new(file, problem)
}

/// A configured string as profile data.
///
/// Profiles are `&'static` tables: the engine, its judges and the binary hold
/// `&'static LanguageProfile` and `&'static str` kinds for the whole run, and the built-in
/// profiles are constants. A configured rule is leaked once per process (when the
/// configuration is loaded, a few hundred bytes from two small files) so that it is the
/// same kind of data as a built-in one: the engine's types and hot paths stay as they are,
/// with no owned or `Cow` variant to thread through every reader of a profile, for a
/// process that merges a file or a handful and exits.
fn leak(text: &str) -> &'static str {
    Box::leak(text.to_owned().into_boxed_str())
}

/// A configured list as profile data (see [`leak`]).
fn leak_all(texts: &[String]) -> &'static [&'static str] {
    Box::leak(texts.iter().map(|t| leak(t)).collect::<Vec<_>>().into_boxed_slice())
}

fn commutative_parent(rule: &ParentRule) -> CommutativeParent {
    let mut parent = CommutativeParent::new(leak(&rule.kind), leak(&rule.separator));
    parent.open = rule.open.as_deref().map(leak);
    parent.close = rule.close.as_deref().map(leak);
    parent.element_kinds = rule.elements.as_deref().map(leak_all);
    parent.attached_kinds = leak_all(&rule.attached);
    parent.sorted = rule.sorted;
    parent.unless = rule.unless.iter().map(condition).collect();
    parent
}

fn condition(rule: &ConditionRule) -> Condition {
    match rule {
        ConditionRule::AncestorPrecededBy { up, kind, contains } => {
            Condition::AncestorPrecededBy { up: *up, kind: leak(kind), contains: leak(contains) }
        }
        ConditionRule::AncestorHasChild { up, kind, contains } => {
            Condition::AncestorHasChild { up: *up, kind: leak(kind), contains: leak(contains) }
        }
        ConditionRule::AncestorLacksChild { up, kind, contains_any } => {
            Condition::AncestorLacksChild {
                up: *up,
                kind: leak(kind),
                contains_any: leak_all(contains_any),
            }
        }
        ConditionRule::AncestorHasChildWithout { up, kind, field } => {
            Condition::AncestorHasChildWithout { up: *up, kind: leak(kind), field: leak(field) }
        }
        ConditionRule::AncestorIs { up, kind } => {
            Condition::AncestorIs { up: *up, kind: leak(kind) }
        }
        ConditionRule::AncestorIsNot { up, kind } => {
            Condition::AncestorIsNot { up: *up, kind: leak(kind) }
        }
    }
}

fn signature_of(rule: &SignatureRule) -> Signature {
    let paths: Vec<&'static [&'static str]> = if rule.paths.is_empty() {
        vec![&[]]
    } else {
        rule.paths.iter().map(|p| leak_all(p)).collect()
    };
    let mut signature = Signature::new(leak(&rule.kind), &paths);
    signature.unique_paths = rule.unique.iter().map(|p| leak_all(p)).collect();
    signature.renamable = rule.renamable;
    signature
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    fn user(text: &str) -> Layer {
        Layer { source: Source::User(PathBuf::from("/home/u/config.toml")), text: text.into() }
    }

    fn repository(text: &str) -> Layer {
        Layer { source: Source::Repository(PathBuf::from("/r/.suture.toml")), text: text.into() }
    }

    const SEQUENCE: &str =
        "[[languages.yaml.commutative]]\nkind = \"block_sequence\"\nseparator = \"\\n\"\n";

    #[test]
    fn the_repository_wins_over_the_user() {
        let languages = Languages::configured(&[
            user(&format!("[files]\n\"*.fixture\" = \"yaml\"\n\"*.mine\" = \"toml\"\n{SEQUENCE}")),
            repository(&format!("[files]\n\"*.fixture\" = \"json\"\n{SEQUENCE}sorted = true\n")),
        ])
        .unwrap();
        assert_eq!(languages.detect("a/b.fixture").map(|p| p.name), Some("JSON"));
        assert_eq!(languages.detect("b.mine").map(|p| p.name), Some("TOML"));
        let yaml = languages.by_name("YAML").unwrap();
        let sequence = yaml.commutative_parent("block_sequence").unwrap();
        assert!(sequence.sorted, "the repository's rule replaces the user's");
        let explained = languages.explain("x.yml").language.unwrap();
        let (_, source) =
            explained.rules.iter().find(|(rule, _)| rule.contains("block_sequence")).unwrap();
        assert_eq!(source, &repository("").source);
        // The built-in profile itself is untouched.
        assert!(crate::by_name("yaml").unwrap().commutative_parent("block_sequence").is_none());
    }

    #[test]
    fn rules_and_languages_turned_off() {
        let languages = Languages::configured(&[
            user(SEQUENCE),
            repository(
                "[languages.yaml.off]\ncommutative = [\"block_sequence\", \"block_mapping\"]\n\
                 [languages.json]\nenabled = false\n",
            ),
        ])
        .unwrap();
        let yaml = languages.by_name("yml").unwrap();
        assert!(yaml.commutative_parent("block_sequence").is_none());
        assert!(yaml.commutative_parent("block_mapping").is_none());
        assert!(yaml.commutative_parent("flow_mapping").is_some());
        let explained = languages.explain("x.yaml").language.unwrap();
        assert_eq!(explained.turned_off.len(), 2);
        assert!(explained.turned_off.iter().all(|(_, s)| s == &repository("").source));
        // A language turned off is not chosen by name, but `-L` still finds it.
        assert!(languages.detect("package.json").is_none());
        assert!(languages.by_name("json").is_some());
        assert!(languages.explain("package.json").language.unwrap().turned_off_by.is_some());
    }

    #[test]
    fn patterns_with_a_slash_match_the_whole_path() {
        let languages =
            Languages::configured(&[user("[files]\n\"fixtures/**/*.txt\" = \"json\"\n")]).unwrap();
        assert_eq!(languages.detect("fixtures/a/b.txt").map(|p| p.name), Some("JSON"));
        assert_eq!(languages.detect("./fixtures/b.txt").map(|p| p.name), Some("JSON"));
        assert!(languages.detect("other/b.txt").is_none());
    }

    #[test]
    fn a_path_pattern_turns_stacking_off_or_on_for_its_files() {
        let languages = Languages::configured(&[
            user("[paths.\"*.md\"]\nstacking = false\n"),
            repository(
                "[paths.\"docs/keep/*.md\"]\nstacking = true\n\
                 [paths.\"CHANGELOG.md\"]\nstacking = false\n[languages.c]\nstacking = false\n",
            ),
        ])
        .unwrap();
        let stacking = |path: &str| {
            let profile = languages.detect(path).unwrap();
            languages.for_path(profile, path).stacking
        };
        assert!(!stacking("CHANGELOG.md"));
        assert!(!stacking("sub/CHANGELOG.md"), "a pattern without `/` matches the file name");
        assert!(!stacking("README.md"), "the user's pattern applies where the repository's do not");
        assert!(stacking("docs/keep/notes.md"), "the repository's pattern is tried first");
        assert!(stacking("src/main.rs"));
        assert!(!stacking("lib.c"), "no pattern: the language's setting");
        // One copy per language and setting, the shared profiles untouched.
        let markdown = languages.detect("a.md").unwrap();
        assert!(std::ptr::eq(
            languages.for_path(markdown, "a.md"),
            languages.for_path(markdown, "CHANGELOG.md")
        ));
        assert!(markdown.stacking);
        let explained = languages.explain("CHANGELOG.md").language.unwrap();
        let (_, source) = explained
            .rules
            .iter()
            .find(|(rule, _)| rule == "stacking off for this path (path pattern `CHANGELOG.md`)")
            .unwrap();
        assert_eq!(source, &repository("").source);
        let error =
            Languages::configured(&[user("[paths.\"*.{md\"]\nstacking = false\n")]).unwrap_err();
        assert!(matches!(*error.problem, Problem::BadPattern { .. }), "{error}");
    }

    #[test]
    fn the_first_problem_of_any_layer_is_the_error() {
        let error =
            Languages::configured(&[user(SEQUENCE), repository("[files]\n\"*.x\" = \"jsonn\"\n")])
                .unwrap_err();
        assert_eq!(error.file, "/r/.suture.toml");
        assert_eq!(
            error.to_string(),
            "/r/.suture.toml: unknown language `jsonn`; did you mean `JSON`?"
        );
        let error = Languages::configured(&[user("[files]\n\"*.{x\" = \"json\"\n")]).unwrap_err();
        assert!(matches!(*error.problem, Problem::BadPattern { .. }), "{error}");
    }
}
