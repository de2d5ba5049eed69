//! Rebuilding the merged tree from the virtual root and printing it as it is built.
//!
//! Each class is printed in one of four ways: exactly (the bytes of one revision's subtree,
//! when that subtree carries every change), as a merged leaf, as an inner node whose
//! children were merged (an ordered list by 3DM, a commutative one as a set), or, where a
//! list does not merge, as a line merge of the node's three source texts (a conflict when
//! that is not clean). After a pass, every change of a side that did not reach the output
//! (delete/modify, a node claimed twice) forces the nearest printed ancestor, and the pass
//! runs again: a forced ordered list prints its children by regions (the stretch holding
//! the lost change a conflict of its own, the rest merged), or its line merge when the
//! regions do not stand or the node is forced a second time. The walk uses an explicit
//! stack: input depth does not reach the call stack.

use std::time::Instant;

use rustc_hash::FxHashSet;

use super::classes::{ClassId, Classes, VROOT};
use super::commutative::{Entry, SetLayout, commutative_entry, merge_set};
use super::content::{merge_leaf, merge_lines};
use super::gaps::{Gaps, Key, choose};
use super::losses::losses;
use super::sequence::{Region, merge_by_regions};
use super::stacking::Stacked;
use super::threedm::{ListConflict, merge_list, same_new_token};
use crate::error::{Error, Result};
use crate::options::MergeOptions;
use crate::parse::LINE_KIND;
use crate::profile::{LanguageProfile, is_comment_kind};
use crate::render::{Output, Seg, line_indent};
use crate::revision::{Rev, ThreeWay};
use crate::tree::NodeId;

/// Whether two texts have the same lines but for one indentation shift common to all
/// lines after the first (the first starts where its node starts, mid-line).
fn same_up_to_a_shift(a: &str, b: &str) -> bool {
    let mut shift: Option<isize> = None;
    let (mut a_lines, mut b_lines) = (a.lines(), b.lines());
    if a_lines.next() != b_lines.next() {
        return false;
    }
    loop {
        match (a_lines.next(), b_lines.next()) {
            (None, None) => return true,
            (Some(x), Some(y)) => {
                let (tx, ty) = (x.trim_start(), y.trim_start());
                if tx != ty {
                    return false;
                }
                if tx.is_empty() {
                    continue;
                }
                let delta = (x.len() - tx.len()) as isize - (y.len() - ty.len()) as isize;
                if *shift.get_or_insert(delta) != delta {
                    return false;
                }
            }
            _ => return false,
        }
    }
}

/// How many times a pass may be redone with more forced fallbacks before the whole file
/// falls back.
const MAX_ROUNDS: usize = 24;

/// How many printing steps pass between two looks at the clock.
const DEADLINE_CHECK_INTERVAL: usize = 4096;

enum Action<'src> {
    Build { class: ClassId, parent: ClassId },
    Str(&'src str),
    Conflict(ThreeWay<Option<String>>),
    Segs(Vec<Seg>),
}

enum Item<'src> {
    Class(ClassId),
    Token(&'static str),
    /// A delimiter: printed as text, because the matcher may pair a side's token with one
    /// of another list, and a token printed as its class could then be printed twice.
    Delim(&'static str, &'src str),
    /// Conflicting variants; `lead` is the separator it starts with, if it took one.
    /// `blank_lines` when a side has nothing there (delete/modify): the line breaks around
    /// the element then go inside the conflict, so that taking either side leaves the
    /// spacing as it was.
    Conflict {
        key: ClassId,
        kind: &'static str,
        lead: Option<&'static str>,
        sides: ThreeWay<Option<String>>,
        blank_lines: bool,
    },
}

struct Pass<'src> {
    out: Output,
    placed: Vec<bool>,
    covered: ThreeWay<Vec<bool>>,
    problems: Vec<ClassId>,
    stack: Vec<Action<'src>>,
    /// Both sides' insertions kept in the lists this pass printed by regions.
    stacked: Vec<Stacked>,
}

/// The merged output as segments.
pub struct Rebuilt {
    /// The printed segments.
    pub segs: Vec<Seg>,
    /// Classes that had to fall back to a line merge.
    pub fallbacks: usize,
    /// Both sides' insertions kept at one place of an ordered list, in the printed pass.
    pub stacked: Vec<Stacked>,
}

/// Rebuilds and prints.
pub struct Rebuilder<'c, 'a, 'src> {
    classes: &'c Classes<'a, 'src>,
    profile: &'c LanguageProfile,
    options: &'c MergeOptions,
    gaps: Gaps<'c, 'a, 'src>,
    forced: FxHashSet<ClassId>,
    /// Forced classes whose children printed by regions still lost a change: they print
    /// their line merge whole.
    whole: FxHashSet<ClassId>,
    /// Per revision and node: no node below it sits under another parent class elsewhere.
    stable: ThreeWay<Vec<bool>>,
}

impl<'c, 'a, 'src> Rebuilder<'c, 'a, 'src> {
    /// Prepares a rebuild.
    pub fn new(
        classes: &'c Classes<'a, 'src>,
        profile: &'c LanguageProfile,
        options: &'c MergeOptions,
    ) -> Self {
        let stable = ThreeWay::from_fn(|rev| {
            let tree = classes.trees[rev];
            let mut stable = vec![true; tree.len()];
            for id in tree.ids().rev() {
                let Some(parent) = tree.parent(id) else { continue };
                let parent_class = classes.class(rev, parent);
                let class = classes.class(rev, id);
                let same_parent = Rev::ALL.into_iter().all(|other| {
                    other == rev
                        || classes.member(other, class).is_none()
                        || classes.pos(other, class).is_some_and(|p| p.parent == parent_class)
                });
                if !same_parent || !stable[id.index()] {
                    stable[parent.index()] = false;
                }
            }
            stable
        });
        Rebuilder {
            classes,
            profile,
            options,
            gaps: Gaps::new(classes),
            forced: FxHashSet::default(),
            whole: FxHashSet::default(),
            stable,
        }
    }

    /// Runs passes until every change is printed or conflicted.
    ///
    /// # Errors
    /// [`Error::Timeout`] once `deadline` has passed.
    pub fn run(mut self, deadline: Option<Instant>) -> Result<Rebuilt> {
        let root = self.classes.class(Rev::Base, self.classes.trees[Rev::Base].root());
        let roots_agree = Rev::ALL
            .into_iter()
            .all(|r| self.classes.class(r, self.classes.trees[r].root()) == root);
        if !roots_agree {
            self.forced.insert(root);
            self.whole.insert(root);
        }
        for _ in 0..MAX_ROUNDS {
            let pass = self.pass(root, roots_agree, deadline)?;
            let mut problems = pass.problems.clone();
            problems.extend(losses(self.classes, &pass.placed, &pass.covered));
            problems.retain(|p| *p != VROOT && !self.whole.contains(p));
            problems.sort_unstable();
            problems.dedup();
            if problems.is_empty() || !roots_agree {
                return Ok(self.rebuilt(pass));
            }
            log::debug!(
                "rebuild: changes lost under {}; forcing them",
                problems.iter().map(|&p| self.classes.kind(p)).collect::<Vec<_>>().join(", ")
            );
            // A class forced once prints its children by regions where it can; forced
            // again, it prints its line merge whole.
            for problem in problems {
                if !self.forced.insert(problem) {
                    self.whole.insert(problem);
                }
            }
        }
        self.forced.insert(root);
        self.whole.insert(root);
        let pass = self.pass(root, roots_agree, deadline)?;
        Ok(self.rebuilt(pass))
    }

    /// What a finished pass printed, and what it kept.
    fn rebuilt(&self, pass: Pass<'src>) -> Rebuilt {
        Rebuilt { segs: pass.out.into_segs(), fallbacks: self.forced.len(), stacked: pass.stacked }
    }

    fn pass(
        &self,
        root: ClassId,
        roots_agree: bool,
        deadline: Option<Instant>,
    ) -> Result<Pass<'src>> {
        let n = self.classes.len();
        let mut pass = Pass {
            out: Output::new(),
            placed: vec![false; n],
            covered: ThreeWay::from_fn(|r| vec![false; self.classes.trees[r].len()]),
            problems: Vec::new(),
            stack: Vec::new(),
            stacked: Vec::new(),
        };
        let edges = |before: bool| {
            choose(ThreeWay::from_fn(|r| {
                let tree = self.classes.trees[r];
                let range = &tree.node(tree.root()).range;
                Some(if before { &tree.source[..range.start] } else { &tree.source[range.end..] })
            }))
            .unwrap_or("")
        };
        pass.stack.push(Action::Str(edges(false)));
        if roots_agree {
            pass.stack.push(Action::Build { class: root, parent: VROOT });
        } else {
            // Roots that are not one class: the whole texts, line by line.
            let texts = ThreeWay::from_fn(|r| {
                let tree = self.classes.trees[r];
                tree.text(tree.root())
            });
            pass.stack.push(Action::Segs(merge_lines(
                texts.base,
                texts.left,
                texts.right,
                self.options,
            )));
            for r in Rev::ALL {
                pass.covered[r].iter_mut().for_each(|c| *c = true);
            }
        }
        pass.stack.push(Action::Str(edges(true)));
        let mut steps = 0usize;
        while let Some(action) = pass.stack.pop() {
            steps += 1;
            if steps.is_multiple_of(DEADLINE_CHECK_INTERVAL)
                && let Some(d) = deadline
                && Instant::now() >= d
            {
                return Err(Error::Timeout(
                    self.options.timeout.map_or(0, |t| t.as_millis() as u64),
                ));
            }
            match action {
                Action::Segs(segs) => pass.out.push_segs(segs),
                Action::Str(s) => pass.out.push_str(s),
                Action::Conflict(ThreeWay { base: b, left: l, right: r }) => {
                    pass.out.push_conflict(b, l.unwrap_or_default(), r.unwrap_or_default())
                }
                Action::Build { class, parent } => self.build(&mut pass, class, parent),
            }
        }
        Ok(pass)
    }

    fn cover(&self, pass: &mut Pass, class: ClassId) {
        for rev in Rev::ALL {
            if let Some(node) = self.classes.member(rev, class) {
                let size = self.classes.trees[rev].node(node).size;
                for i in node.0..node.0 + size {
                    pass.covered[rev][i as usize] = true;
                }
            }
        }
    }

    fn place(&self, pass: &mut Pass, class: ClassId, parent: ClassId) -> bool {
        if std::mem::replace(&mut pass.placed[class.0 as usize], true) {
            pass.problems.push(parent);
            return false;
        }
        true
    }

    /// The revision whose subtree of `class` carries every change, if any.
    fn exact_source(&self, class: ClassId) -> Option<Rev> {
        let c = self.classes;
        let has = |r: Rev| c.member(r, class).is_some();
        let stable = |r: Rev| c.member(r, class).is_some_and(|n| self.stable[r][n.index()]);
        let (l_same, r_same) = (
            c.same_subtree(Rev::Left, Rev::Base, class),
            c.same_subtree(Rev::Right, Rev::Base, class),
        );
        if l_same && r_same {
            // Only formatting may differ: a side that reformatted wins.
            let text = |r| c.text(r, class);
            return Some(if text(Rev::Left) == text(Rev::Base) { Rev::Right } else { Rev::Left });
        }
        // A side whose subtree is the base's may still have re-laid it out (lines broken or
        // joined, spacing inside lines changed, re-indented): printing the other side's
        // subtree whole would drop that, so the subtree is then merged child by child, each
        // child keeping its layout. A subtree shifted as a whole (every line by the same
        // amount) counts as untouched: it moved to a new depth, and a subtree printed there
        // is re-indented anyway.
        let untouched = |r: Rev| match (c.text(r, class), c.text(Rev::Base, class)) {
            (Some(mine), Some(base)) => same_up_to_a_shift(mine, base),
            _ => false,
        };
        if l_same && untouched(Rev::Left) && has(Rev::Right) && stable(Rev::Right) {
            return Some(Rev::Right);
        }
        if r_same && untouched(Rev::Right) && has(Rev::Left) && stable(Rev::Left) {
            return Some(Rev::Left);
        }
        if c.same_subtree(Rev::Left, Rev::Right, class) && stable(Rev::Left) && stable(Rev::Right) {
            return Some(Rev::Left);
        }
        match (has(Rev::Base), has(Rev::Left), has(Rev::Right)) {
            (false, true, false) if stable(Rev::Left) => Some(Rev::Left),
            (false, false, true) if stable(Rev::Right) => Some(Rev::Right),
            _ => None,
        }
    }

    fn build(&self, pass: &mut Pass<'src>, class: ClassId, parent: ClassId) {
        let c = self.classes;
        if !self.place(pass, class, parent) {
            return;
        }
        let forced = self.forced.contains(&class);
        if forced && (self.whole.contains(&class) || !self.may_split(class)) {
            return self.fallback(pass, class);
        }
        if let Some(rev) = self.exact_source(class).filter(|_| !forced) {
            let node = c.member(rev, class).expect("exact member");
            let tree = c.trees[rev];
            for i in node.0 + 1..node.0 + tree.node(node).size {
                let k = c.class(rev, NodeId(i));
                if std::mem::replace(&mut pass.placed[k.0 as usize], true) {
                    pass.problems.push(parent);
                }
            }
            let text = tree.text(node);
            if text.contains('\n') {
                let indent = line_indent(tree.source, tree.node(node).range.start);
                pass.out.push_reindented(text, indent, self.gaps.space_scale(parent, rev));
            } else {
                pass.out.push_str(text);
            }
            return;
        }
        let members = ThreeWay::from_fn(|r| c.member(r, class));
        let present: Vec<(Rev, NodeId)> =
            Rev::ALL.into_iter().filter_map(|r| members[r].map(|n| (r, n))).collect();
        let leaves = present.iter().filter(|&&(r, n)| c.is_leaf(r, n)).count();
        let kinds_agree = present.iter().all(|&(r, n)| c.trees[r].kind(n) == c.kind(class));
        if leaves == present.len() {
            // The leaf is placed, so a side without it has no say on its text.
            let mut texts = ThreeWay::from_fn(|r| c.text(r, class));
            for side in Rev::SIDES {
                if texts[side].is_none() {
                    texts[side] = texts[Rev::Base].or(texts[side.other()]);
                }
            }
            // A comment's text (the comment itself, or a line of a multi-line one) is prose.
            let kind = c.kind(class);
            let prose = is_comment_kind(kind)
                || (kind == LINE_KIND && parent != VROOT && is_comment_kind(c.kind(parent)));
            let segs = merge_leaf(texts.base, texts.left, texts.right, prose, self.options);
            pass.out.push_segs(segs);
            return;
        }
        if leaves > 0 || !kinds_agree {
            return self.fallback(pass, class);
        }
        // A change of one side lost under this node (a child the other side deleted, edited
        // inside): the stretch of children around it is a conflict of its own, and the rest
        // of the list still merges, as where the 3DM walk forks.
        if forced {
            return match self.region_items(pass, class) {
                Ok(items) => self.print_items(pass, class, items),
                Err(line_merge) => self.fallback_with(pass, class, line_merge),
            };
        }
        let items = match commutative_entry(c, self.profile, class)
            .and_then(|cp| merge_set(c, self.profile, cp, class))
        {
            Some(layout) => self.set_items(pass, class, layout),
            None => match merge_list(c, class) {
                Ok(list) => {
                    // A new token of a side that the list does not print stands for one it
                    // prints (both sides added the same separator).
                    for rev in Rev::SIDES {
                        for k in c.children_of(rev, class).unwrap_or_default() {
                            if !list.contains(&k)
                                && let Some(node) = c.member(rev, k)
                                && list.iter().any(|&o| {
                                    Rev::SIDES.iter().any(|&r| same_new_token(c, rev, k, r, o))
                                })
                            {
                                pass.covered[rev][node.index()] = true;
                            }
                        }
                    }
                    list.into_iter().map(Item::Class).collect()
                }
                Err(ListConflict::Fork) => match self.region_items(pass, class) {
                    Ok(items) => items,
                    Err(line_merge) => return self.fallback_with(pass, class, line_merge),
                },
                Err(conflict) => {
                    if let ListConflict::DoubleClaim(lca) = conflict {
                        pass.problems.push(lca);
                    }
                    return self.fallback(pass, class);
                }
            },
        };
        self.print_items(pass, class, items);
    }

    /// Queues the printing of a node's merged children, with the gaps between them.
    fn print_items(&self, pass: &mut Pass<'src>, class: ClassId, items: Vec<Item<'src>>) {
        let c = self.classes;
        let mut actions: Vec<Action<'src>> = Vec::with_capacity(items.len() * 2 + 2);
        actions.push(Action::Str(self.gaps.edge(class, true)));
        let mut prev: Option<Key> = None;
        let is_delim: Vec<bool> = items.iter().map(|it| matches!(it, Item::Delim(..))).collect();
        let mut prev_blank_lines = false;
        for (index, item) in items.into_iter().enumerate() {
            let blank_lines = matches!(item, Item::Conflict { blank_lines: true, .. });
            let last_element = is_delim.get(index + 1).is_none_or(|&d| d);
            let key = match &item {
                Item::Class(k) => Key { class: Some(*k), kind: c.kind(*k) },
                Item::Token(kind) | Item::Delim(kind, _) => Key { class: None, kind },
                Item::Conflict { key, kind, .. } => Key { class: Some(*key), kind },
            };
            let before = match &item {
                Item::Conflict { lead: Some(sep), .. } => Key { class: None, kind: sep },
                _ => key,
            };
            let mut inside_before = "";
            if let Some(p) = prev {
                let gap = self.gaps.gap(class, p, before);
                if prev_blank_lines && !is_delim[index] {
                    // The line breaks after a conflict with an empty side: up to the last
                    // one inside, the indentation of the next line outside.
                    let cut = gap.rfind('\n').map_or(0, |i| i + 1);
                    if let Some(Action::Conflict(sides)) = actions.last_mut() {
                        for side in sides.iter_mut().flatten().filter(|t| !t.is_empty()) {
                            side.push_str(&gap[..cut]);
                        }
                    }
                    actions.push(Action::Str(&gap[cut..]));
                } else if blank_lines && last_element {
                    // Last in its list: the line breaks before it go inside, after the
                    // end of the previous line.
                    let cut = gap.find('\n').map_or(gap.len(), |i| i + 1);
                    actions.push(Action::Str(&gap[..cut]));
                    inside_before = &gap[cut..];
                } else {
                    actions.push(Action::Str(gap));
                }
            }
            prev = Some(key);
            prev_blank_lines = blank_lines && !last_element;
            actions.push(match item {
                Item::Class(k) => Action::Build { class: k, parent: class },
                Item::Token(kind) => Action::Str(kind),
                Item::Delim(_, text) => Action::Str(text),
                Item::Conflict { mut sides, .. } => {
                    if !inside_before.is_empty() {
                        for side in sides.iter_mut().flatten().filter(|t| !t.is_empty()) {
                            side.insert_str(0, inside_before);
                        }
                    }
                    Action::Conflict(sides)
                }
            });
        }
        actions.push(Action::Str(self.gaps.end(class, prev)));
        pass.stack.extend(actions.into_iter().rev());
    }

    fn set_items(&self, pass: &mut Pass, parent: ClassId, layout: SetLayout) -> Vec<Item<'src>> {
        let c = self.classes;
        for &k in &layout.covered {
            self.cover(pass, k);
        }
        // Separators and delimiters are printed once for all revisions, so the revisions'
        // own tokens count as printed.
        let tokens = [layout.sep, layout.open.map(|k| c.kind(k)), layout.close.map(|k| c.kind(k))];
        for rev in Rev::ALL {
            if let Some(p) = c.member(rev, parent) {
                for &child in c.trees[rev].children(p) {
                    if tokens.contains(&Some(c.trees[rev].kind(child))) {
                        pass.covered[rev][child.index()] = true;
                    }
                }
            }
        }
        let mut items = Vec::new();
        let delim = |k: ClassId| {
            let (rev, node) = c.leader(k);
            Item::Delim(c.kind(k), c.trees[rev].text(node))
        };
        items.extend(layout.open.map(delim));
        let count = layout.entries.len();
        // A conflict in last place, without a trailing separator, where a side has nothing,
        // takes the separator before it inside: either resolution leaves the list well formed.
        let last_conflict_takes_sep = count > 1
            && layout.sep.is_some()
            && !layout.trailing_sep
            && matches!(layout.entries.last(), Some(Entry::Conflict(ks))
                if Rev::SIDES.iter().any(|&r| ks.iter().all(|&k| c.member(r, k).is_none())));
        for (i, entry) in layout.entries.into_iter().enumerate() {
            let needs_sep = layout.sep.is_some()
                && (i + 1 < count || layout.trailing_sep)
                && !(last_conflict_takes_sep && i + 2 == count);
            match entry {
                Entry::Unit { unit, .. } => {
                    items.extend(unit.lead.iter().copied().map(Item::Class));
                    items.push(Item::Class(unit.elem));
                    items.extend(unit.mid.iter().copied().map(Item::Class));
                    if needs_sep {
                        items.push(Item::Token(layout.sep.expect("separator")));
                    }
                    items.extend(unit.trail.iter().copied().map(Item::Class));
                }
                Entry::Conflict(ks) => {
                    for &k in &ks {
                        self.cover(pass, k);
                        for &lead in layout.conflict_leads.get(&k).into_iter().flatten().flatten() {
                            self.cover(pass, lead);
                        }
                    }
                    let sides = ThreeWay::from_fn(|rev| {
                        // Several variants on one side stand one per line, separated.
                        let mut text = String::new();
                        for &k in &ks {
                            let Some(node) = c.member(rev, k) else { continue };
                            let tree = c.trees[rev];
                            if !text.is_empty() {
                                text.push_str(layout.sep.unwrap_or(""));
                                text.push('\n');
                                text.push_str(line_indent(
                                    tree.source,
                                    tree.node(node).range.start,
                                ));
                            }
                            // From the first comment annotating the element, if any.
                            let start = layout
                                .conflict_leads
                                .get(&k)
                                .and_then(|leads| leads[rev].first())
                                .and_then(|&lead| c.member(rev, lead))
                                .map_or(tree.node(node).range.start, |n| tree.node(n).range.start)
                                .min(tree.node(node).range.start);
                            text.push_str(&tree.source[start..tree.node(node).range.end]);
                        }
                        if needs_sep && !text.is_empty() {
                            text.push_str(layout.sep.expect("separator"));
                        }
                        if last_conflict_takes_sep
                            && i + 1 == count
                            && !text.is_empty()
                            && let Some(sep) = layout.sep
                        {
                            let key = Key { class: Some(ks[0]), kind: c.kind(ks[0]) };
                            let gap = self.gaps.gap(parent, Key { class: None, kind: sep }, key);
                            text = format!("{sep}{gap}{text}");
                        }
                        Some(text)
                    });
                    let mut sides = sides;
                    if ks.iter().all(|&k| c.member(Rev::Base, k).is_none()) {
                        sides[Rev::Base] = None;
                    }
                    let lead = layout.sep.filter(|_| last_conflict_takes_sep && i + 1 == count);
                    let blank_lines = layout.sep.is_none()
                        && Rev::SIDES.iter().any(|&r| ks.iter().all(|&k| c.member(r, k).is_none()));
                    items.push(Item::Conflict {
                        key: ks[0],
                        kind: c.kind(ks[0]),
                        lead,
                        sides,
                        blank_lines,
                    });
                }
            }
        }
        items.extend(layout.tail.iter().copied().map(Item::Class));
        items.extend(layout.close.map(delim));
        items
    }

    /// The items of an ordered list whose 3DM walk forked, merged by regions (see
    /// [`merge_by_regions`]): the children merged as usual where one side changed a stretch,
    /// a conflict of each revision's children where both did. `Err` when the regions do
    /// not describe the edit, or when the line merge of the whole node is clean (it then
    /// stands, as before), with that line merge if it was computed.
    fn region_items(
        &self,
        pass: &mut Pass,
        class: ClassId,
    ) -> Result<Vec<Item<'src>>, Option<Vec<Seg>>> {
        let c = self.classes;
        let mut stacked = Vec::new();
        let Some(regions) = merge_by_regions(c, self.profile, class, &mut stacked) else {
            return Err(None);
        };
        // The line merge of the node stands when it is clean, or when its conflicts are
        // fewer or smaller than the regions' (a region spans whole children: a long method).
        let line_merge = self.line_merge_of(class);
        let line_conflicts = line_merge.iter().filter(|seg| matches!(seg, Seg::Conflict { .. }));
        let line_mass: usize = line_conflicts
            .clone()
            .map(|seg| match seg {
                Seg::Conflict { base, left, right } => {
                    base.as_ref().map_or(0, String::len) + left.len() + right.len()
                }
                Seg::Text(_) => 0,
            })
            .sum();
        let line_count = line_conflicts.count();
        let mut items = Vec::new();
        let (mut region_mass, mut region_count) = (0, 0);
        for region in regions {
            match region {
                Region::Children(children) => items.extend(children.into_iter().map(Item::Class)),
                Region::Conflict(parts) => {
                    for k in parts.iter().flatten() {
                        self.cover(pass, *k);
                    }
                    let mut sides = ThreeWay::from_fn(|rev| {
                        let (first, last) = (parts[rev].first()?, parts[rev].last()?);
                        let tree = c.trees[rev];
                        let (a, b) = (c.member(rev, *first)?, c.member(rev, *last)?);
                        Some(
                            tree.source[tree.node(a).range.start..tree.node(b).range.end]
                                .to_owned(),
                        )
                    });
                    for side in Rev::SIDES {
                        sides[side].get_or_insert_with(String::new);
                    }
                    region_mass += sides.iter().flatten().map(String::len).sum::<usize>();
                    region_count += 1;
                    let Some(key) = parts.iter().flatten().next().copied() else {
                        return Err(Some(line_merge));
                    };
                    let blank_lines = Rev::SIDES.iter().any(|&r| parts[r].is_empty());
                    items.push(Item::Conflict {
                        key,
                        kind: c.kind(key),
                        lead: None,
                        sides,
                        blank_lines,
                    });
                }
            }
        }
        if line_count > 0 && region_count <= line_count && region_mass <= line_mass {
            for record in &stacked {
                log::debug!(
                    "both sides' insertions kept in `{}` ({})",
                    c.kind(class),
                    record.rule.describe()
                );
            }
            pass.stacked.extend(stacked);
            Ok(items)
        } else {
            Err(Some(line_merge))
        }
    }

    /// The line merge of `class`'s three source texts; a side without the node (it sits
    /// elsewhere there, or the side deleted an ancestor) has no say on its text, as the
    /// node is placed.
    fn line_merge_of(&self, class: ClassId) -> Vec<Seg> {
        let c = self.classes;
        let mut texts = ThreeWay::from_fn(|r| c.text(r, class));
        for side in Rev::SIDES {
            if texts[side].is_none() {
                texts[side] = texts[Rev::Base].or(texts[side.other()]);
            }
        }
        let texts = texts.map(|t| t.unwrap_or(""));
        merge_lines(texts[Rev::Base], texts[Rev::Left], texts[Rev::Right], self.options)
    }

    /// Prints `class` as a line merge of its three source texts.
    fn fallback(&self, pass: &mut Pass, class: ClassId) {
        self.fallback_with(pass, class, None);
    }

    /// [`Self::fallback`], with the node's line merge when it was already computed.
    fn fallback_with(&self, pass: &mut Pass, class: ClassId, line_merge: Option<Vec<Seg>>) {
        let c = self.classes;
        self.cover(pass, class);
        let segs = line_merge.unwrap_or_else(|| self.line_merge_of(class));
        match segs.as_slice() {
            [Seg::Text(text)] if text.contains('\n') => {
                let (rev, node) = c.leader(class);
                let tree = c.trees[rev];
                let indent = line_indent(tree.source, tree.node(node).range.start);
                pass.out.push_reindented(text, indent, None);
            }
            _ => pass.out.push_segs(segs),
        }
    }

    /// Whether a forced node may still print its children by regions (an ordered list;
    /// see [`Self::build`]) rather than as its line merge.
    fn may_split(&self, class: ClassId) -> bool {
        commutative_entry(self.classes, self.profile, class).is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::same_up_to_a_shift;

    #[test]
    fn a_block_shifted_whole_is_untouched_and_a_reindented_one_is_not() {
        let base = "{\n    a();\n    if x {\n        b();\n    }\n}";
        let cases = [
            // Moved two levels deeper: every line shifted alike.
            ("{\n        a();\n        if x {\n            b();\n        }\n    }", true),
            // Re-indented from 4 to 2 spaces per level: the steps changed.
            ("{\n  a();\n  if x {\n    b();\n  }\n}", false),
            // Re-wrapped.
            ("{ a(); if x {\n        b();\n    }\n}", false),
            // A blank line's indentation does not count.
            ("{\n    a();\n    if x {\n        b();\n    }\n}", true),
        ];
        for (side, untouched) in cases {
            assert_eq!(same_up_to_a_shift(side, base), untouched, "{side:?}");
        }
    }
}
