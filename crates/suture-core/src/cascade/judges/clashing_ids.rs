//! The `clashes` judge: refuses a result that gives one value to two entries, a free id of
//! a numbered sequence taken by each side for something else.
//!
//! Rule ids, error codes, enum values and migration numbers are handed out one after the
//! other. Two branches that each add an entry take the same next number, each for its own
//! entry (`FooRuleId = "RS0038"` on one side, `BarRuleId = "RS0038"` on the other). The
//! lines differ, so every merge keeps both, and the result gives one id to two things. A
//! careful human renumbers one of them; a merge tool cannot know which. The cascade turns
//! such results down, so the user gets the conflict instead.
//!
//! A line takes part when it holds exactly one value (a quoted string, or a number of two
//! digits or more) whose text has exactly one run of digits. Its shape is the line with its
//! names and its value blanked out. The base must show the convention: two or more lines of
//! that shape, every value of the same pattern (digits aside), all distinct, none the new one
//! (both sides may fill a gap as well as take the next number).
//!
//! Owns: the values each side added and the check. Must not: merge, parse, or change a
//! result: it only says whether one is suspect.

use rustc_hash::{FxHashMap, FxHashSet};

use super::lexicon::{Lexicon, is_literal, is_name};
use super::{Evidence, Judge, Proposal};

/// Lines of one shape the base must hold, all with distinct values, before their values
/// are taken for ids.
const MIN_BASE_LINES: usize = 2;

/// Refuses a result that gives one id to two entries: it learns the values each side
/// claimed for a different line.
pub(super) struct ClashingIds<'t> {
    /// The value, with left's line and right's line that both claim it.
    clashes: Vec<(&'t str, &'t str, &'t str)>,
}

/// A line reduced to its shape and its one value.
struct Valued<'t> {
    shape: String,
    value: &'t str,
}

impl<'t> Judge<'t> for ClashingIds<'t> {
    const NAME: &'static str = "clashes";

    fn learn(evidence: &Evidence<'t>) -> Self {
        let [base, left, right] = evidence.texts;
        Self::find(base, left, right, evidence.lexicon)
    }

    fn refuses(&self, proposal: &Proposal<'_>) -> Option<String> {
        self.clash_in(&proposal.resolved)
            .map(|why| format!("the result gives one id to two entries ({why})"))
    }
}

impl<'t> ClashingIds<'t> {
    fn find(base: &'t str, left: &'t str, right: &'t str, lexicon: &Lexicon) -> Self {
        let lines_of = |text: &'t str| -> FxHashSet<&'t str> {
            text.lines().map(str::trim).filter(|l| !l.is_empty()).collect()
        };
        let (in_base, in_left, in_right) = (lines_of(base), lines_of(left), lines_of(right));
        // Lines one side added that the other does not hold.
        let added = |mine: &FxHashSet<&'t str>,
                     theirs: &FxHashSet<&'t str>|
         -> Vec<(&'t str, Valued<'t>)> {
            mine.iter()
                .filter(|line| !in_base.contains(*line) && !theirs.contains(*line))
                .filter_map(|&line| valued(line, lexicon).map(|v| (line, v)))
                .collect()
        };
        let (from_left, from_right) = (added(&in_left, &in_right), added(&in_right, &in_left));
        let mut clashes = Vec::new();
        if from_left.is_empty() || from_right.is_empty() {
            return ClashingIds { clashes };
        }
        let base_values: FxHashMap<String, Vec<&str>> = {
            let mut by_shape: FxHashMap<String, Vec<&str>> = FxHashMap::default();
            for line in &in_base {
                if let Some(v) = valued(line, lexicon) {
                    by_shape.entry(v.shape).or_default().push(v.value);
                }
            }
            by_shape
        };
        for (left_line, l) in &from_left {
            for (right_line, r) in &from_right {
                if l.value != r.value || l.shape != r.shape {
                    continue;
                }
                let Some(before) = base_values.get(&l.shape) else { continue };
                if is_next_id(l.value, before) {
                    clashes.push((l.value, *left_line, *right_line));
                }
            }
        }
        clashes.sort_unstable();
        ClashingIds { clashes }
    }

    /// Why `merged` gives one id to two things, if it does: it holds both lines that
    /// claimed it.
    fn clash_in(&self, merged: &str) -> Option<String> {
        if self.clashes.is_empty() {
            return None;
        }
        let lines: FxHashSet<&str> = merged.lines().map(str::trim).collect();
        self.clashes
            .iter()
            .find(|(_, left, right)| lines.contains(left) && lines.contains(right))
            .map(|(value, _, _)| format!("both sides gave {value} to a different entry"))
    }
}

/// The shape and value of a line that holds exactly one value with one run of digits.
fn valued<'t>(line: &'t str, lexicon: &Lexicon) -> Option<Valued<'t>> {
    let mut value = None;
    let mut shape = String::with_capacity(line.len());
    for token in lexicon.tokens(line) {
        if is_name(token) {
            shape.push('i');
        } else if is_value(token) {
            if value.replace(token).is_some() {
                return None;
            }
            shape.push('v');
        } else {
            shape.push_str(token);
        }
        shape.push(' ');
    }
    let value = value?;
    (digit_runs(value) == 1).then_some(Valued { shape, value })
}

fn is_value(token: &str) -> bool {
    is_literal(token) || (token.len() >= 2 && token.bytes().all(|b| b.is_ascii_digit()))
}

fn digit_runs(value: &str) -> usize {
    let bytes = value.as_bytes();
    (0..bytes.len())
        .filter(|&i| bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_digit()))
        .count()
}

/// The value's text with its digits blanked, and its number.
fn pattern(value: &str) -> Option<(String, u128)> {
    let digits: String = value.chars().filter(char::is_ascii_digit).collect();
    let blanked: String = value.chars().map(|c| if c.is_ascii_digit() { '#' } else { c }).collect();
    Some((blanked, digits.parse().ok()?))
}

/// Whether `value` is a new id of the sequence `before`: at least [`MIN_BASE_LINES`]
/// values of its pattern, all distinct, none equal to it (an id the base already gives out
/// is a reference to its entry, not a claim).
fn is_next_id(value: &str, before: &[&str]) -> bool {
    let Some((blanked, number)) = pattern(value) else { return false };
    let mut seen = FxHashSet::default();
    for other in before {
        let Some((other_blanked, other_number)) = pattern(other) else { return false };
        if other_blanked != blanked || other_number == number || !seen.insert(other_number) {
            return false;
        }
    }
    seen.len() >= MIN_BASE_LINES
}

#[cfg(test)]
mod tests {
    use super::super::testing::{c_like, learned, refusal};
    use super::*;

    fn find<'t>(base: &'t str, left: &'t str, right: &'t str) -> ClashingIds<'t> {
        learned([base, left, right], c_like())
    }

    const BASE: &str =
        "class Ids {\n    const string A = \"RS0001\";\n    const string B = \"RS0002\";\n}\n";

    fn with(line: &str) -> String {
        BASE.replace("}\n", &format!("    {line}\n}}\n"))
    }

    #[test]
    fn two_entries_given_the_next_id_clash() {
        let left = with("const string C = \"RS0003\";");
        let right = with("const string D = \"RS0003\";");
        let claimed = find(BASE, &left, &right);
        let both = left.replace("}\n", "    const string D = \"RS0003\";\n}\n");
        assert!(refusal(&claimed, &both).is_some_and(|why| why.contains("\"RS0003\"")));
        // A result that kept one of them (the user renumbered or dropped the other) is fine.
        assert_eq!(refusal(&claimed, &left), None);
    }

    #[test]
    fn different_ids_or_the_same_line_do_not_clash() {
        let left = with("const string C = \"RS0003\";");
        let right = with("const string D = \"RS0004\";");
        assert!(find(BASE, &left, &right).clashes.is_empty());
        // Both sides added the very same entry: that is one addition, not a clash.
        assert!(find(BASE, &left, &left).clashes.is_empty());
    }

    #[test]
    fn values_that_are_no_sequence_do_not_clash() {
        // Versions repeat and have several runs of digits; a base whose values repeat
        // shows no convention of unique ids.
        let base = "[dependencies]\na = \"12\"\nb = \"12\"\n";
        let left = format!("{base}c = \"13\"\n");
        let right = format!("{base}d = \"13\"\n");
        assert!(find(base, &left, &right).clashes.is_empty());
        let base = "[dependencies]\na = \"1.2.0\"\nb = \"1.3.0\"\n";
        let left = format!("{base}c = \"1.4.0\"\n");
        let right = format!("{base}d = \"1.4.0\"\n");
        assert!(find(base, &left, &right).clashes.is_empty());
        // An id the base gives out already is a reference to its entry, not a claim.
        let left = with("const string C = \"RS0002\";");
        let right = with("const string D = \"RS0002\";");
        assert!(find(BASE, &left, &right).clashes.is_empty());
    }

    #[test]
    fn plain_numbers_count_as_ids() {
        let base = "enum Code {\n    Ok = 10,\n    Busy = 11,\n}\n";
        let left = base.replace("}\n", "    Gone = 12,\n}\n");
        let right = base.replace("}\n", "    Moved = 12,\n}\n");
        assert_eq!(find(base, &left, &right).clashes.len(), 1);
    }
}
