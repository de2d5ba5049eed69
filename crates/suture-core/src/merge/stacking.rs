//! Two different insertions that the two sides made at one place of an ordered list: kept
//! both, or left a conflict. What a list allows is profile data
//! ([`OrderedList`](crate::profile::OrderedList)): in a list of independent items (declarations of different names, bullets, tests) both insertions
//! are kept; in a run the three revisions keep sorted (includes, registration calls, a
//! sorted array) each addition takes its sorted place, unless the profile says the list's
//! order is its meaning (a memory layout, a pipeline). Anything else stays a conflict.
//!
//! Stacking appends and never reorders: what exists keeps its place, and only the two
//! insertions are placed relative to each other (left's first unless sorted). Two
//! insertions of one identity (a name, a key) are one item when identical and a conflict
//! when not.
//!
//! This module decides the children of one stretch only; it does not print, and it never
//! looks at the language's name, only at the profile.

use rustc_hash::FxHashSet;

use super::classes::{ClassId, Classes};
use super::commutative::{Collation, holds_in_any_revision, is_comment, sort_key};
use super::identity::declared_name;
use crate::profile::{LanguageProfile, Stacking};
use crate::revision::{Rev, ThreeWay};

/// How a stretch both sides inserted into was settled, for the log of the merge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StackRule {
    /// The profile names the list's items independent: left's insertion, then right's.
    Independent,
    /// The run around the insertions is sorted: each addition at its sorted place.
    Sorted,
}

impl StackRule {
    /// The rule in words.
    pub fn describe(self) -> &'static str {
        match self {
            StackRule::Independent => "independent items, left's first",
            StackRule::Sorted => "a sorted run, each at its sorted place",
        }
    }
}

/// Both sides' insertions kept at one place of an ordered list, as the merge reports it:
/// the list, the rule that allowed it, and where the kept items stand in the left and
/// right texts that were merged (1-based first and last lines).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stacked {
    /// The node kind of the list.
    pub list: &'static str,
    /// The rule that allowed keeping both.
    pub rule: StackRule,
    /// First and last line of left's inserted items in the left text merged.
    pub left_lines: (usize, usize),
    /// First and last line of right's inserted items in the right text merged.
    pub right_lines: (usize, usize),
}

/// The 1-based first and last line of the children `part` of side `rev` (non-empty).
fn lines_of(classes: &Classes, rev: Rev, part: &[ClassId]) -> (usize, usize) {
    let tree = classes.trees[rev];
    let line_at = |byte: usize| {
        tree.source.as_bytes()[..byte.min(tree.source.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1
    };
    let range = |k: &ClassId| classes.member(rev, *k).map(|n| tree.node(n).range.clone());
    let first = part.iter().find_map(range).map_or(0, |r| r.start);
    let last = part.iter().rev().find_map(range).map_or(first, |r| r.end.max(r.start + 1) - 1);
    (line_at(first), line_at(last.max(first)))
}

/// A stretch of one list as the three revisions have it, with where it sits in the base.
pub struct Stretch<'p> {
    /// The list's parent class.
    pub parent: ClassId,
    /// Base, left and right children of the stretch.
    pub parts: &'p ThreeWay<Vec<ClassId>>,
    /// The base's whole child list, and the index in it where the stretch starts.
    pub base_list: &'p [ClassId],
    /// Index in `base_list` of the first child after the stretch.
    pub base_at: usize,
}

/// The children of `stretch` with both sides' insertions kept, and the record of the rule
/// that allowed it, or `None` when they stay a conflict.
pub fn stack(
    classes: &Classes,
    profile: &LanguageProfile,
    stretch: &Stretch,
) -> Option<(Vec<ClassId>, Stacked)> {
    let (children, rule) = stacked_children(classes, profile, stretch)?;
    let record = Stacked {
        list: classes.kind(stretch.parent),
        rule,
        left_lines: lines_of(classes, Rev::Left, &stretch.parts.left),
        right_lines: lines_of(classes, Rev::Right, &stretch.parts.right),
    };
    Some((children, record))
}

/// What [`stack`] decides: the children, and the rule that allowed them.
fn stacked_children(
    classes: &Classes,
    profile: &LanguageProfile,
    stretch: &Stretch,
) -> Option<(Vec<ClassId>, StackRule)> {
    let ThreeWay { base, left, right } = stretch.parts;
    if !profile.stacking || !base.is_empty() || left.is_empty() || right.is_empty() {
        return None;
    }
    // Pure insertions only: nothing the base had, nothing both sides hold.
    let mine: FxHashSet<ClassId> = left.iter().copied().collect();
    if right.iter().any(|k| mine.contains(k))
        || left.iter().chain(right.iter()).any(|&k| classes.member(Rev::Base, k).is_some())
    {
        log::debug!(
            "stacking under `{}`: the insertions share a piece",
            classes.kind(stretch.parent)
        );
        return None;
    }
    let list = profile.ordered_list(classes.kind(stretch.parent));
    if list.is_some_and(|l| {
        l.stacking == Stacking::OrderSensitive
            || holds_in_any_revision(classes, stretch.parent, &l.unless)
    }) {
        return None;
    }
    if let Some(l) = list
        && l.stacking == Stacking::Independent
        && let Some(rule) = flat_sections(classes, l.headings, stretch)
    {
        let (first, second) =
            if rule == FlatOrder::SortedRight { (right, left) } else { (left, right) };
        let mut out = first.clone();
        out.extend(second.iter().copied());
        let rule = if rule == FlatOrder::Left { StackRule::Independent } else { StackRule::Sorted };
        return Some((out, rule));
    }
    let attached = list.map_or(&[][..], |l| l.attached_kinds);
    let units = Rev::SIDES.map(|rev| units_of(classes, rev, &stretch.parts[rev], attached));
    let [Some((left_units, left_style)), Some((right_units, right_style))] = units else {
        log::debug!(
            "stacking under `{}`: an insertion is not whole items",
            classes.kind(stretch.parent)
        );
        return None;
    };
    // Separators must stand on one side of every item on both sides, or the stacked
    // stretch would hold two separators in a row.
    if left_units.is_empty()
        || right_units.is_empty()
        || left_style != right_style
        || !one_identity_each(classes, profile, stretch)
    {
        log::debug!(
            "stacking under `{}`: separators differ, or one identity on both sides",
            classes.kind(stretch.parent)
        );
        return None;
    }
    if let Some(sorted) = sorted_placement(classes, profile, stretch, &left_units, &right_units) {
        return Some((sorted, StackRule::Sorted));
    }
    let independent = list.is_some_and(|l| {
        l.stacking == Stacking::Independent
            && [(Rev::Left, &left_units), (Rev::Right, &right_units)].iter().all(|(rev, units)| {
                units.iter().all(|u| {
                    let text = classes.text(*rev, u.item).unwrap_or_default();
                    l.is_item(kind_in(classes, *rev, u.item), text)
                })
            })
    });
    if !independent {
        log::debug!(
            "stacking under `{}`: not a list of independent items, nor a sorted run",
            classes.kind(stretch.parent)
        );
        return None;
    }
    let mut out = left.clone();
    out.extend(right.iter().copied());
    Some((out, StackRule::Independent))
}

/// Where two flat sections go: left's first, or in the order of the headings around them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FlatOrder {
    /// Left's first.
    Left,
    /// The base's headings run sorted (newest release first, say): the two new headings
    /// take that order, left's first.
    SortedLeft,
    /// As above, right's first.
    SortedRight,
}

/// How each side inserted whole flat sections, if it did (see
/// [`OrderedList::headings`](crate::profile::OrderedList::headings)): its insertion opens
/// with a heading, the base goes on with a heading (or ends) right after the stretch, and
/// the two sides' first headings differ (one heading on both sides is one section written
/// two ways). Where at least [`MIN_SORTED_NEIGHBOURS`] headings of the base run sorted up
/// or down by their first line, the new ones follow that order.
fn flat_sections(classes: &Classes, headings: &[&str], stretch: &Stretch) -> Option<FlatOrder> {
    if headings.is_empty() {
        return None;
    }
    // A heading's title (its first line) and its level: the last line's first character
    // (the underline of a setext heading), so that a document's title over its releases
    // is no neighbour of theirs.
    let title = |rev: Rev, k: ClassId| {
        let node = classes.member(rev, k)?;
        let tree = classes.trees[rev];
        let text = tree.text(node).trim();
        let level = text.lines().last().and_then(|line| line.trim().chars().next());
        headings
            .contains(&tree.kind(node))
            .then(|| (text.lines().next().unwrap_or_default().trim(), level))
    };
    let first_title = |rev: Rev| title(rev, *stretch.parts[rev].first()?);
    let next_is_heading = stretch
        .base_list
        .get(stretch.base_at)
        .is_none_or(|&k| headings.contains(&kind_in(classes, Rev::Base, k)));
    let (Some((left, level)), Some((right, _))) = (first_title(Rev::Left), first_title(Rev::Right))
    else {
        return None;
    };
    if !next_is_heading || left == right {
        return None;
    }
    let base_titles: Vec<&str> = stretch
        .base_list
        .iter()
        .filter_map(|&k| title(Rev::Base, k))
        .filter(|&(_, of)| of == level)
        .map(|(text, _)| text)
        .collect();
    let sorted_by = |cmp: fn(&&str, &&str) -> bool| {
        base_titles.len() >= MIN_SORTED_NEIGHBOURS
            && base_titles.windows(2).all(|w| cmp(&w[0], &w[1]))
    };
    let order = if sorted_by(|a, b| a > b) {
        if left > right { FlatOrder::SortedLeft } else { FlatOrder::SortedRight }
    } else if sorted_by(|a, b| a < b) {
        if left < right { FlatOrder::SortedLeft } else { FlatOrder::SortedRight }
    } else {
        FlatOrder::Left
    };
    Some(order)
}

/// One inserted item with what travels with it: the comments and attached children before
/// it, and the separator token next to it.
struct Unit {
    children: Vec<ClassId>,
    item: ClassId,
}

fn kind_in(classes: &Classes, rev: Rev, k: ClassId) -> &'static str {
    classes.member(rev, k).map_or_else(|| classes.kind(k), |n| classes.trees[rev].kind(n))
}

/// A side's insertion cut into units: each item with the comments and attached children
/// before it, and the separators around it all on one side (all before or all after each
/// item), so that units can be reordered without leaving a list with two separators in a
/// row. `None` when the insertion cannot be cut so (a comment after the last item, a
/// separator on both sides of an item). With the units, where their separators stand.
fn units_of(
    classes: &Classes,
    rev: Rev,
    part: &[ClassId],
    attached: &[&str],
) -> Option<(Vec<Unit>, SeparatorStyle)> {
    let tree = classes.trees[rev];
    let named = |k: ClassId| classes.member(rev, k).is_some_and(|n| tree.node(n).named);
    let separator_first = part.first().is_some_and(|&k| !named(k));
    let mut units = Vec::new();
    let mut pending: Vec<ClassId> = Vec::new();
    for &k in part {
        let kind = kind_in(classes, rev, k);
        if !named(k) {
            if separator_first {
                if !pending.is_empty() {
                    return None; // a second separator before one item
                }
                pending.push(k);
            } else {
                // After the item it follows.
                let unit: &mut Unit = units.last_mut()?;
                if unit.children.last() != Some(&unit.item) {
                    return None;
                }
                unit.children.push(k);
            }
            continue;
        }
        if is_comment(kind) && pending.is_empty() {
            // A comment on the line its unit ends on (`x int // why`) belongs to it.
            if let Some(unit) = units.last_mut().filter(|u| on_one_line(classes, rev, u, k)) {
                unit.children.push(k);
                continue;
            }
        }
        if is_comment(kind) || attached.contains(&kind) {
            pending.push(k);
            continue;
        }
        pending.push(k);
        units.push(Unit { children: std::mem::take(&mut pending), item: k });
    }
    if !pending.is_empty() {
        return None;
    }
    // Separators come after every item or before every item, never mixed.
    let ends_with_separator = |u: &Unit| {
        let after = u.children.iter().skip_while(|&&c| c != u.item).skip(1);
        after.copied().any(|c| !named(c))
    };
    let style = if separator_first {
        SeparatorStyle::Before
    } else if units.iter().all(ends_with_separator) && !units.is_empty() {
        SeparatorStyle::After
    } else if units.iter().any(ends_with_separator) {
        return None;
    } else {
        SeparatorStyle::None
    };
    Some((units, style))
}

/// Whether `comment` starts on the line where `unit`'s last child ends.
fn on_one_line(classes: &Classes, rev: Rev, unit: &Unit, comment: ClassId) -> bool {
    let tree = classes.trees[rev];
    let range = |k: ClassId| classes.member(rev, k).map(|n| tree.node(n).range.clone());
    match (unit.children.last().and_then(|&k| range(k)), range(comment)) {
        (Some(last), Some(comment)) if last.end <= comment.start => {
            !tree.source[last.end..comment.start].contains('\n')
        }
        _ => false,
    }
}

/// The word an item's text opens with (`gem`, `LIB_OBJS`, `register_pass`), empty when it
/// opens with anything else (a string, a bracket, `#include`).
fn leading_word(text: &str) -> &str {
    let end = text.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(text.len());
    &text[..end]
}

/// Where the separator tokens of an insertion stand relative to its items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum SeparatorStyle {
    /// No separator tokens (statements, declarations, lines).
    None,
    /// Each item follows a separator (`, x` appended at the end of a list).
    Before,
    /// Each item is followed by one (`x,` inserted before an existing item).
    After,
}

/// Whether no item of one side shares its identity (its signature, else its name, else its
/// text) with an item of the other: two insertions of one name with different contents are one thing
/// both sides wrote differently, which only a human can settle.
fn one_identity_each(classes: &Classes, profile: &LanguageProfile, stretch: &Stretch) -> bool {
    // The declared name, else the whole text.
    let identity = |rev: Rev, k: ClassId| -> Option<String> {
        let node = classes.member(rev, k)?;
        let tree = classes.trees[rev];
        if !tree.node(node).named || is_comment(tree.kind(node)) {
            return None;
        }
        Some(
            declared_name(profile, tree, node).unwrap_or_else(|| tree.text(node).trim().to_owned()),
        )
    };
    let on_left: FxHashSet<String> =
        stretch.parts[Rev::Left].iter().filter_map(|&k| identity(Rev::Left, k)).collect();
    !stretch.parts[Rev::Right]
        .iter()
        .filter_map(|&k| identity(Rev::Right, k))
        .any(|id| on_left.contains(&id))
}

/// How many existing items in order, around the insertions, show a list kept sorted: two
/// or three are sorted by chance too often.
const MIN_SORTED_NEIGHBOURS: usize = 4;

/// Both sides' units interleaved at their sorted places, when the items of the run around
/// the stretch (of the inserted items' one kind) are sorted, at least
/// [`MIN_SORTED_NEIGHBOURS`] of them, and every insertion falls inside the stretch's own
/// bounds of that order.
fn sorted_placement(
    classes: &Classes,
    profile: &LanguageProfile,
    stretch: &Stretch,
    left: &[Unit],
    right: &[Unit],
) -> Option<Vec<ClassId>> {
    let kind = classes.kind(left[0].item);
    let all = || left.iter().chain(right.iter());
    if all().any(|u| classes.kind(u.item) != kind) {
        return None;
    }
    // The run is of one kind and, where the items open with a word, of that word: a
    // Gemfile's `gem` lines after its `source` line, `LIB_OBJS +=` lines after `CFLAGS =`.
    let word = |rev: Rev, k: ClassId| leading_word(classes.text(rev, k).unwrap_or_default());
    let opening = word(Rev::Left, left[0].item);
    let same_word = |rev: Rev, u: &Unit| word(rev, u.item) == opening;
    if !left.iter().all(|u| same_word(Rev::Left, u))
        || !right.iter().all(|u| same_word(Rev::Right, u))
    {
        return None;
    }
    let base_tree = classes.trees[Rev::Base];
    let of_kind = |k: &ClassId| {
        classes.member(Rev::Base, *k).is_some_and(|n| {
            let node_kind = base_tree.kind(n);
            (node_kind == kind && word(Rev::Base, *k) == opening)
                || !base_tree.node(n).named
                || is_comment(node_kind)
        })
    };
    let items = |ks: &mut dyn Iterator<Item = &ClassId>| -> Vec<ClassId> {
        ks.take_while(|k| of_kind(k)).filter(|&&k| classes.kind(k) == kind).copied().collect()
    };
    let mut before = items(&mut stretch.base_list[..stretch.base_at].iter().rev());
    before.reverse();
    let after = items(&mut stretch.base_list[stretch.base_at..].iter());
    if before.len() + after.len() < MIN_SORTED_NEIGHBOURS {
        return None;
    }
    let key = |k: ClassId| sort_key(classes, profile, k);
    // Ascending (includes, registrations) or descending (a changelog's newest version
    // first): the neighbours say which.
    let orders = [Collation::Bytes, Collation::IgnoreCase]
        .into_iter()
        .flat_map(|collation| [(collation, false), (collation, true)]);
    orders.into_iter().find_map(|(collation, descending)| {
        let keyed = |k: ClassId| collation.key(key(k));
        let in_order = |a: &String, b: &String| if descending { a >= b } else { a <= b };
        let around: Vec<String> = before.iter().chain(after.iter()).map(|&k| keyed(k)).collect();
        if !around.windows(2).all(|w| in_order(&w[0], &w[1])) {
            return None;
        }
        let (low, high) = (before.last().map(|&k| keyed(k)), after.first().map(|&k| keyed(k)));
        let mut units: Vec<(String, &Unit)> = all().map(|u| (keyed(u.item), u)).collect();
        if units.iter().any(|(k, _)| {
            low.as_ref().is_some_and(|l| !in_order(l, k))
                || high.as_ref().is_some_and(|h| !in_order(k, h))
        }) {
            return None;
        }
        // Each side's own insertion must be in order already: a side that wrote its
        // additions out of order does not follow the convention.
        for side in [left, right] {
            let keys: Vec<String> = side.iter().map(|u| keyed(u.item)).collect();
            if !keys.windows(2).all(|w| in_order(&w[0], &w[1])) {
                return None;
            }
        }
        units.sort_by(|a, b| if descending { b.0.cmp(&a.0) } else { a.0.cmp(&b.0) });
        Some(units.into_iter().flat_map(|(_, u)| u.children.iter().copied()).collect())
    })
}
