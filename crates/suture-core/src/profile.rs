//! What the engine knows of a language, as plain data: which node kinds are unordered lists
//! (commutative parents), what identifies their elements (signatures), which nodes are kept
//! whole (atomic), and which are flattened. Profiles are built by `suture-langs`; this module
//! only defines the shape and small constructors so that each profile reads as a table.
//!
//! Nothing here may name a concrete language: the engine must work from the data alone.

/// Whether a node kind is a comment. tree-sitter grammars name their comment kinds so
/// (`comment`, `line_comment`, `block_comment`, `doc_comment`...), which lets the engine
/// treat comments alike in every language without a list per profile.
pub fn is_comment_kind(kind: &str) -> bool {
    // Grammars name them `comment`, `line_comment`, `doc_comment`, or (XML) `Comment`.
    kind.contains("comment") || kind.contains("Comment")
}

/// One language the engine can merge structurally.
#[derive(Debug, Clone)]
pub struct LanguageProfile {
    /// Display name, e.g. `"Rust"`. Unique.
    pub name: &'static str,
    /// Other names accepted by `-L` and the `suture.language` attribute (lower case).
    pub aliases: &'static [&'static str],
    /// File extensions without the dot, lower case, e.g. `["rs"]`.
    pub extensions: &'static [&'static str],
    /// Whole file names, e.g. `["Cargo.lock"]` or `["Makefile"]`.
    pub file_names: &'static [&'static str],
    /// The tree-sitter grammar.
    pub grammar: tree_sitter::Language,
    /// Lists whose order does not matter.
    pub commutative_parents: Vec<CommutativeParent>,
    /// What identifies an element of a commutative parent.
    pub signatures: Vec<Signature>,
    /// Ordered lists whose additions are independent of each other, or that must never be
    /// reordered even when they look sorted (see [`OrderedList`]).
    pub ordered_lists: Vec<OrderedList>,
    /// Whether two sides' different insertions at one place of an ordered list may both be
    /// kept at all (independent lists, sorted runs): a user's configuration may say no.
    pub stacking: bool,
    /// Node kinds that are never merged inside: treated as leaves holding their text.
    pub atomic_kinds: &'static [&'static str],
    /// Node kinds whose nested occurrences are flattened into one list (e.g. `a + b + c`).
    pub flatten_kinds: &'static [&'static str],
    /// Text node kinds that also carry the layout between elements (XML's `CharData`): an
    /// occurrence that is only whitespace is left out of the tree, like the whitespace
    /// between tokens, so that it takes no part in matching and is printed as a gap.
    pub layout_kinds: &'static [&'static str],
    /// Whether a revision with parse errors may still be merged structurally.
    pub allow_parse_errors: bool,
    /// Whether a line's indentation is part of its meaning (Python's blocks, YAML's nesting,
    /// a Makefile's recipe tabs): then re-indenting is a change, not layout.
    pub significant_indentation: bool,
    /// Whether a text may be parsed incrementally from the tree of a similar one (see
    /// [`crate::reparse`]). Off for grammars whose incremental parses were seen to differ
    /// from fresh ones in ways the check there cannot see.
    pub incremental_parsing: bool,
    /// Another language that takes over a file of this one when the file's content shows
    /// signs of it (a `.h` header that is C++, not C).
    pub content_switch: Option<ContentSwitch>,
    /// Reserved words that the grammar reads as named tokens (C#'s `string` is a
    /// `predefined_type`, Java's `null` a `null_literal`), so its anonymous keywords do not
    /// list them; see [`LanguageProfile::keywords`].
    pub reserved_words: &'static [&'static str],
}

/// A language that takes a file over from the one its name gave, by the file's content
/// (see [`LanguageProfile::content_switch`]).
#[derive(Debug, Clone)]
pub struct ContentSwitch {
    /// Starts of lines (after indentation) that only the other language writes, such as
    /// C++'s `namespace ` or `template <`. Any one of them, in any of the three revisions,
    /// switches the file. A sign that ends in a space must be followed by a name (so a C
    /// variable called `class` in `class = 1;` is no sign of C++).
    pub line_starts: &'static [&'static str],
    /// The other language.
    pub to: fn() -> &'static LanguageProfile,
}

impl ContentSwitch {
    /// The first sign found in `texts`, if any.
    pub fn sign_in(&self, texts: &[&[u8]]) -> Option<&'static str> {
        texts.iter().flat_map(|text| text.split(|&b| b == b'\n')).find_map(|line| {
            let start = line.iter().position(|b| !b.is_ascii_whitespace())?;
            let line = &line[start..];
            self.line_starts.iter().copied().find(|sign| {
                let Some(rest) = line.strip_prefix(sign.as_bytes()) else { return false };
                !sign.ends_with(' ')
                    || rest.first().is_some_and(|&b| b.is_ascii_alphabetic() || b == b'_')
            })
        })
    }
}

impl LanguageProfile {
    /// A profile with no structure knowledge yet; add to it with the builder methods.
    pub fn new(
        name: &'static str,
        extensions: &'static [&'static str],
        grammar: tree_sitter::Language,
    ) -> Self {
        LanguageProfile {
            name,
            aliases: &[],
            extensions,
            file_names: &[],
            grammar,
            commutative_parents: Vec::new(),
            signatures: Vec::new(),
            ordered_lists: Vec::new(),
            stacking: true,
            atomic_kinds: &[],
            flatten_kinds: &[],
            layout_kinds: &[],
            allow_parse_errors: false,
            significant_indentation: false,
            incremental_parsing: true,
            content_switch: None,
            reserved_words: &[],
        }
    }

    /// Marks a line's indentation as part of its meaning (see
    /// [`LanguageProfile::significant_indentation`]).
    pub fn indentation_matters(mut self) -> Self {
        self.significant_indentation = true;
        self
    }

    /// Lets another language take over a file whose content shows signs of it (see
    /// [`LanguageProfile::content_switch`]).
    pub fn switching_to(
        mut self,
        to: fn() -> &'static LanguageProfile,
        line_starts: &'static [&'static str],
    ) -> Self {
        self.content_switch = Some(ContentSwitch { line_starts, to });
        self
    }

    /// The language to merge `texts` as: this one, or the one its content switch names
    /// when a sign of it is found (logged, with the sign, at `-v`).
    pub fn for_content(&self, texts: &[&[u8]]) -> &LanguageProfile {
        let Some(switch) = &self.content_switch else { return self };
        match switch.sign_in(texts) {
            Some(sign) => {
                let to = (switch.to)();
                log::info!(
                    "parsing as {} rather than {}: the file writes `{sign}`",
                    to.name,
                    self.name
                );
                to
            }
            None => self,
        }
    }

    /// Sets the aliases.
    pub fn aliases(mut self, aliases: &'static [&'static str]) -> Self {
        self.aliases = aliases;
        self
    }

    /// Sets the whole file names.
    pub fn file_names(mut self, names: &'static [&'static str]) -> Self {
        self.file_names = names;
        self
    }

    /// Adds commutative parents.
    pub fn commutative(mut self, parents: impl IntoIterator<Item = CommutativeParent>) -> Self {
        self.commutative_parents.extend(parents);
        self
    }

    /// Adds signatures.
    pub fn signatures(mut self, signatures: impl IntoIterator<Item = Signature>) -> Self {
        self.signatures.extend(signatures);
        self
    }

    /// Adds what ordered lists may do with two sides' insertions at one place.
    pub fn ordered(mut self, lists: impl IntoIterator<Item = OrderedList>) -> Self {
        self.ordered_lists.extend(lists);
        self
    }

    /// Sets the atomic kinds.
    pub fn atomic(mut self, kinds: &'static [&'static str]) -> Self {
        self.atomic_kinds = kinds;
        self
    }

    /// Sets the flattened kinds.
    pub fn flatten(mut self, kinds: &'static [&'static str]) -> Self {
        self.flatten_kinds = kinds;
        self
    }

    /// Sets the layout kinds (see [`LanguageProfile::layout_kinds`]).
    pub fn layout(mut self, kinds: &'static [&'static str]) -> Self {
        self.layout_kinds = kinds;
        self
    }

    /// Parses every text of this language afresh.
    pub fn without_incremental_parsing(mut self) -> Self {
        self.incremental_parsing = false;
        self
    }

    /// Lets revisions with parse errors be merged structurally.
    pub fn allowing_parse_errors(mut self) -> Self {
        self.allow_parse_errors = true;
        self
    }

    /// Reserved words the grammar reads as named tokens (see
    /// [`LanguageProfile::reserved_words`]).
    pub fn reserved(mut self, words: &'static [&'static str]) -> Self {
        self.reserved_words = words;
        self
    }

    /// The language's keywords: the grammar's anonymous node kinds that are words (`fn`,
    /// `return`, `extends`, `null`), and the reserved words it reads as named tokens. The
    /// judges that follow names read past them: a keyword is syntax, not a name a side
    /// could rename or stop using.
    pub fn keywords(&self) -> rustc_hash::FxHashSet<String> {
        let grammar = &self.grammar;
        (0..grammar.node_kind_count())
            .filter_map(|id| u16::try_from(id).ok())
            .filter(|&id| !grammar.node_kind_is_named(id) && grammar.node_kind_is_visible(id))
            .filter_map(|id| grammar.node_kind_for_id(id))
            .filter(|kind| {
                kind.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
                    && kind.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            })
            .chain(self.reserved_words.iter().copied())
            .map(str::to_owned)
            .collect()
    }

    /// The commutative-parent entry for a node kind, if any.
    pub fn commutative_parent(&self, kind: &str) -> Option<&CommutativeParent> {
        self.commutative_parents.iter().find(|c| c.kind == kind)
    }

    /// The ordered-list entry for a node kind, if the profile says one.
    pub fn ordered_list(&self, kind: &str) -> Option<&OrderedList> {
        self.ordered_lists.iter().find(|l| l.kind == kind)
    }

    /// The signature definition for a node kind, if any.
    pub fn signature(&self, kind: &str) -> Option<&Signature> {
        self.signatures.iter().find(|s| s.kind == kind)
    }

    /// Whether a node kind is atomic.
    pub fn is_atomic(&self, kind: &str) -> bool {
        self.atomic_kinds.contains(&kind)
    }
}

/// A node kind whose children may be merged as a set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommutativeParent {
    /// The node kind, e.g. `"field_declaration_list"`.
    pub kind: &'static str,
    /// Text put between two elements when suture has to join them itself, e.g. `","` or
    /// `"\n"`. The whitespace around it is taken from the revisions where possible.
    pub separator: &'static str,
    /// Opening delimiter token that is not an element, e.g. `"{"`.
    pub open: Option<&'static str>,
    /// Closing delimiter token that is not an element, e.g. `"}"`.
    pub close: Option<&'static str>,
    /// If set, only children of these kinds are elements; other children (comments excepted)
    /// keep their positions and make the list ordered around them.
    pub element_kinds: Option<&'static [&'static str]>,
    /// When any of these holds, the list is treated as ordered.
    pub unless: Vec<Condition>,
    /// Children of these kinds are not elements of their own: each belongs to the element
    /// that follows it and moves with it, as a leading comment does (e.g. Rust's
    /// `#[serde(..)]` attribute items, which are siblings of the field they annotate).
    pub attached_kinds: &'static [&'static str],
    /// The list is kept sorted by convention (imports, dependencies): when all three
    /// revisions are sorted, the result is sorted even when the base lists only two
    /// elements (other lists need three before sortedness counts as intended).
    pub sorted: bool,
}

impl CommutativeParent {
    /// A commutative parent with a separator and no delimiters.
    pub fn new(kind: &'static str, separator: &'static str) -> Self {
        CommutativeParent {
            kind,
            separator,
            open: None,
            close: None,
            element_kinds: None,
            unless: Vec::new(),
            attached_kinds: &[],
            sorted: false,
        }
    }

    /// Marks the list as kept sorted by convention (see [`CommutativeParent::sorted`]).
    pub fn kept_sorted(mut self) -> Self {
        self.sorted = true;
        self
    }

    /// Sets the delimiters.
    pub fn delimited(mut self, open: &'static str, close: &'static str) -> Self {
        self.open = Some(open);
        self.close = Some(close);
        self
    }

    /// Restricts which children are elements.
    pub fn elements(mut self, kinds: &'static [&'static str]) -> Self {
        self.element_kinds = Some(kinds);
        self
    }

    /// Adds a condition that makes the list ordered.
    pub fn unless(mut self, condition: Condition) -> Self {
        self.unless.push(condition);
        self
    }

    /// Sets the kinds that stick to the element after them (see
    /// [`CommutativeParent::attached_kinds`]).
    pub fn attach(mut self, kinds: &'static [&'static str]) -> Self {
        self.attached_kinds = kinds;
        self
    }
}

/// What two different insertions that the two sides made at one place of an ordered list
/// may become. A list the profile does not name is order-sensitive, except that additions
/// to a run the three revisions keep sorted take their sorted places.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OrderedList {
    /// The node kind of the list's parent, e.g. `"translation_unit"`.
    pub kind: &'static str,
    /// What the list allows.
    pub stacking: Stacking,
    /// The child kinds the policy covers: an insertion holding any other kind (comments
    /// and attached kinds aside) is a conflict as in any ordered list.
    pub items: &'static [&'static str],
    /// Children of these kinds belong to the item after them (a decorator, an attribute):
    /// they may come with an insertion without being items themselves.
    pub attached_kinds: &'static [&'static str],
    /// Calls that define something independent (a test: `it`, `test`, `describe`): a child
    /// whose text starts with one of these names and then `(` or `.` is an item whatever
    /// its kind. Other calls of the same kind stay ordered (`app.use` is a pipeline).
    pub item_calls: &'static [&'static str],
    /// When any of these holds in a revision, the list is order-sensitive there.
    pub unless: Vec<Condition>,
    /// Headings of sections the grammar keeps flat (a Markdown setext heading, a
    /// reStructuredText title): a child of one of these kinds and the children after it, up
    /// to the next one, are one section. Two sections inserted at one place before a
    /// heading (or at the end) are independent items.
    pub headings: &'static [&'static str],
    /// Why: one line, shown by `suture languages --explain`.
    pub reason: &'static str,
}

/// What an ordered list does with two different insertions at one place.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stacking {
    /// The items are independent of each other (declarations of different names, bullets,
    /// tests): both insertions are kept, at their sorted place where the run around them is
    /// sorted, else left's first.
    Independent,
    /// Position is meaning (memory layout, a pipeline, positional arguments): a conflict,
    /// even where the run around the insertions looks sorted.
    OrderSensitive,
}

impl OrderedList {
    /// A list whose items of the given kinds are independent of each other.
    pub fn independent(
        kind: &'static str,
        items: &'static [&'static str],
        reason: &'static str,
    ) -> Self {
        OrderedList {
            kind,
            stacking: Stacking::Independent,
            items,
            attached_kinds: &[],
            item_calls: &[],
            unless: Vec::new(),
            headings: &[],
            reason,
        }
    }

    /// A list where the position of every child is part of its meaning.
    pub fn order_sensitive(kind: &'static str, reason: &'static str) -> Self {
        OrderedList {
            kind,
            stacking: Stacking::OrderSensitive,
            items: &[],
            attached_kinds: &[],
            item_calls: &[],
            unless: Vec::new(),
            headings: &[],
            reason,
        }
    }

    /// Sets the headings of flat sections (see [`OrderedList::headings`]).
    pub fn headed_by(mut self, kinds: &'static [&'static str]) -> Self {
        self.headings = kinds;
        self
    }

    /// Sets the kinds that stick to the item after them (see
    /// [`OrderedList::attached_kinds`]).
    pub fn attach(mut self, kinds: &'static [&'static str]) -> Self {
        self.attached_kinds = kinds;
        self
    }

    /// Sets the calls that define independent items (see [`OrderedList::item_calls`]).
    pub fn calls(mut self, names: &'static [&'static str]) -> Self {
        self.item_calls = names;
        self
    }

    /// Whether a child of kind `kind` and text `text` is one of the list's items.
    pub fn is_item(&self, kind: &str, text: &str) -> bool {
        self.items.contains(&kind)
            || self.item_calls.iter().any(|name| {
                text.trim_start().strip_prefix(name).is_some_and(|rest| {
                    // `it(`, `it.only(`, or a command's words: `test_expect_success 'x'`,
                    // `it "works" do` (never `test = 1`).
                    let argument = rest.trim_start_matches([' ', '\t']);
                    rest.starts_with(['(', '.'])
                        || (argument.len() < rest.len()
                            && argument.starts_with(|c: char| {
                                c.is_alphanumeric() || matches!(c, '\'' | '"' | '$' | '\\')
                            }))
                })
            })
    }

    /// Adds a condition under which the list is order-sensitive.
    pub fn unless(mut self, condition: Condition) -> Self {
        self.unless.push(condition);
        self
    }
}

/// A structural condition on a commutative parent node (see [`CommutativeParent::unless`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Condition {
    /// The ancestor `up` levels above the parent (0 = the parent itself) has, among its
    /// preceding siblings directly before it (skipping comments), a node of kind `kind` whose
    /// text contains `contains`. Rust's `#[repr(C)] struct S { .. }` is
    /// `AncestorPrecededBy { up: 1, kind: "attribute_item", contains: "repr" }`.
    AncestorPrecededBy {
        /// Levels above the commutative parent.
        up: u8,
        /// Kind of the preceding sibling.
        kind: &'static str,
        /// Text the sibling must contain.
        contains: &'static str,
    },
    /// The ancestor `up` levels above the parent has a child of kind `kind` whose text
    /// contains `contains` (e.g. an annotation list inside a declaration).
    AncestorHasChild {
        /// Levels above the commutative parent.
        up: u8,
        /// Kind of the child.
        kind: &'static str,
        /// Text the child must contain.
        contains: &'static str,
    },
    /// The ancestor `up` levels above the parent has no child of kind `kind` whose text
    /// contains one of `contains_any`: the list is a set only under such a child (XML
    /// children form a set only in an element whose start tag is `<ItemGroup`; a TOML array
    /// only as the value of a key such as `dependencies`).
    AncestorLacksChild {
        /// Levels above the commutative parent.
        up: u8,
        /// Kind of the child.
        kind: &'static str,
        /// Texts one of which the child must contain.
        contains_any: &'static [&'static str],
    },
    /// The ancestor `up` levels above the parent has a child of kind `kind` with no child in
    /// the field `field`: a Lua table with a positional entry (`{ "a", "b" }`, a `field`
    /// without a `name`) is an array, whose order is its meaning.
    AncestorHasChildWithout {
        /// Levels above the commutative parent.
        up: u8,
        /// Kind of the child.
        kind: &'static str,
        /// The field the child lacks.
        field: &'static str,
    },
    /// The ancestor `up` levels above the parent is of kind `kind`.
    AncestorIs {
        /// Levels above the commutative parent.
        up: u8,
        /// The kind.
        kind: &'static str,
    },
    /// A child of the parent of kind `child` has a child of kind `kind`: a Markdown list
    /// whose items carry numbers (`list_marker_dot`) is a numbered list.
    ChildHasChildOfKind {
        /// Kind of the parent's child.
        child: &'static str,
        /// Kind of that child's child.
        kind: &'static str,
    },
    /// The ancestor `up` levels above the parent is missing or of another kind than `kind`
    /// (e.g. a Python `block` is a set only as the body of a class).
    AncestorIsNot {
        /// Levels above the commutative parent.
        up: u8,
        /// The kind.
        kind: &'static str,
    },
}

/// What identifies an element of a commutative parent, e.g. a field's name or a JSON key.
/// Two elements with the same signature are "the same element": identical ones appear once,
/// different ones are a conflict.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Signature {
    /// The element's node kind.
    pub kind: &'static str,
    /// Paths from the element to the nodes whose texts (whitespace-folded) form the
    /// signature. A path is a list of steps; a step is a field name, or `@kind` for the
    /// first child of that kind. The empty path means the element's whole text.
    pub paths: Vec<&'static [&'static str]>,
    /// Paths (as in `paths`) to a second identity that must be unique among the elements
    /// even where their signatures differ: a Protocol Buffers field's number. Two elements
    /// with different signatures and the same unique key are a conflict, as two with one
    /// signature and different contents are. Empty: no second identity.
    pub unique_paths: Vec<&'static [&'static str]>,
    /// Whether the signature is a name in code (a function's, a field's, a class's), which
    /// a side may change in a refactor, keeping the element: a renamed element that is
    /// otherwise nearly as it was stays paired with its old self. A data key (JSON, TOML, a
    /// dependency's name) is not: a new key is a new entry.
    pub renamable: bool,
}

impl Signature {
    /// A signature from the given paths.
    pub fn new(kind: &'static str, paths: &[&'static [&'static str]]) -> Self {
        Signature { kind, paths: paths.to_vec(), unique_paths: Vec::new(), renamable: false }
    }

    /// Whether the signature names the element (a key, a name) rather than being its whole
    /// text: only a name still says which element is which after an edit.
    pub fn is_named(&self) -> bool {
        self.paths.iter().all(|path| !path.is_empty())
    }

    /// A signature made of the whole text of the element (imports, set members).
    pub fn whole(kind: &'static str) -> Self {
        Signature { kind, paths: vec![&[]], unique_paths: Vec::new(), renamable: false }
    }

    /// Marks the signature as a name in code that a rename may change (see
    /// [`Signature::renamable`]).
    pub fn renamable(mut self) -> Self {
        self.renamable = true;
        self
    }

    /// Adds a second identity that must be unique (see [`Signature::unique_paths`]).
    pub fn unique_by(mut self, paths: &[&'static [&'static str]]) -> Self {
        self.unique_paths = paths.to_vec();
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ordered_list_item_is_a_listed_kind_or_a_listed_call() {
        let list = OrderedList::independent("program", &["function_declaration"], "names")
            .calls(&["it", "test"]);
        assert!(list.is_item("function_declaration", "function f() {}"));
        assert!(list.is_item("expression_statement", "it('reads', () => {});"));
        assert!(list.is_item("expression_statement", "  test.each([1])('x', f);"));
        assert!(!list.is_item("expression_statement", "item('x');"), "a longer name");
        assert!(!list.is_item("expression_statement", "app.use(cors());"));
        assert!(!list.is_item("lexical_declaration", "const it = 1;"));
    }

    #[test]
    fn a_call_defines_an_item_with_parentheses_a_method_or_a_command_s_words() {
        let list = OrderedList::independent("program", &[], "tests run one by one")
            .calls(&["it", "test_expect_success"]);
        assert!(list.is_item("call_expression", "it('adds two numbers', () => {})"));
        assert!(list.is_item("call_expression", "it.only('adds', () => {})"));
        assert!(list.is_item("command", "test_expect_success 'setup' '\n\ttrue\n'"));
        assert!(list.is_item("command", "test_expect_success \\\n\t'setup' 'true'"));
        assert!(list.is_item("call", "it \"works\" do\nend"));
        // An assignment or a longer name is not the call.
        assert!(!list.is_item("assignment", "it = 3"));
        assert!(!list.is_item("command", "test_expect_success_later 'x'"));
        assert!(!list.is_item("command", "item 'x'"));
    }
}
