//! Order of elements in a list: which elements of a revision kept their relative order
//! from the base, and which moved.

use rustc_hash::FxHashSet;

/// Positions (into `seq`) of one longest strictly increasing subsequence of `seq`
/// (patience sorting, `O(n log n)`): the elements that kept their relative order.
pub fn longest_increasing(seq: &[usize]) -> FxHashSet<usize> {
    // tails[l]: index in `seq` of the smallest tail of an increasing run of length l + 1.
    let mut tails: Vec<usize> = Vec::new();
    let mut back: Vec<Option<usize>> = vec![None; seq.len()];
    for (j, &v) in seq.iter().enumerate() {
        let l = tails.partition_point(|&t| seq[t] < v);
        back[j] = l.checked_sub(1).map(|p| tails[p]);
        if l == tails.len() {
            tails.push(j);
        } else {
            tails[l] = j;
        }
    }
    let mut out = FxHashSet::default();
    let mut cur = tails.last().copied();
    while let Some(j) = cur {
        out.insert(j);
        cur = back[j];
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_moved_element_is_left_out() {
        // Base order 0 1 2 3 4; the revision moved 1 to the end.
        let stay = longest_increasing(&[0, 2, 3, 4, 1]);
        let mut stay: Vec<usize> = stay.into_iter().collect();
        stay.sort_unstable();
        assert_eq!(stay, [0, 1, 2, 3]);
        assert_eq!(longest_increasing(&[]).len(), 0);
        assert_eq!(longest_increasing(&[3, 2, 1]).len(), 1);
    }
}
