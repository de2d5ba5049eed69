//! Merge invariants as property tests over generated triples (plain text and small files in
//! several languages, all merged without a language profile here: the line merge and the
//! cascade's handling of it). `suture-langs/tests/properties.rs` runs the same checks with
//! each file's language profile.
//!
//! `PROPTEST_CASES` sets the case count (64 by default).

mod support;

use proptest::prelude::*;
use support::checks;
use support::generate::{Triple, any_triple, unambiguous_triple};
use suture_core::cascade::{self, Outcome};
use suture_core::{ConflictStyle, MergeOptions};

fn merge(base: &[u8], left: &[u8], right: &[u8], options: &MergeOptions) -> Outcome {
    cascade::merge(base, left, right, None, options)
}

fn texts(triple: &Triple) -> [Vec<u8>; 3] {
    triple.texts()
}

proptest! {
    #![proptest_config(checks::config())]

    #[test]
    fn same_change_or_one_side_unchanged_gives_that_side(triple in any_triple(12)) {
        let [base, left, right] = texts(&triple);
        checks::check_trivial(&merge, &base, &left)?;
        checks::check_trivial(&merge, &base, &right)?;
    }

    #[test]
    fn swapping_sides_swaps_the_conflicts(triple in any_triple(12)) {
        checks::check_swap(&merge, &texts(&triple))?;
    }

    #[test]
    fn swapping_sides_keeps_clean_or_conflicted_in_every_style(triple in any_triple(12)) {
        for style in [ConflictStyle::Merge, ConflictStyle::Zdiff3] {
            checks::check_swap_status(&merge, &texts(&triple), style)?;
        }
    }

    #[test]
    fn conflicts_hold_only_text_from_the_inputs(triple in any_triple(12)) {
        checks::check_no_invented_content(&merge, &texts(&triple))?;
    }

    #[test]
    fn lines_both_sides_kept_are_never_lost(triple in unambiguous_triple(12)) {
        checks::check_kept_lines(&merge, &texts(&triple), &triple.kept_lines())?;
    }
}
