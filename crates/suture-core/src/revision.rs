//! The three revisions of a three-way merge as a type: [`Rev`] names one of them, and
//! [`ThreeWay`] holds one value per revision (three trees, three child lists), indexed by
//! [`Rev`], so no stage counts revisions with bare numbers.
//!
//! Owns the vocabulary only: which revision is which, and the opposite side. Must not know
//! what a revision holds (trees, texts, classes): every stage brings its own values.

use std::ops::{Index, IndexMut};

/// One of the three revisions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Rev {
    /// The common ancestor.
    Base,
    /// The left side (ours).
    Left,
    /// The right side (theirs).
    Right,
}

impl Rev {
    /// The three revisions, base first.
    pub const ALL: [Rev; 3] = [Rev::Base, Rev::Left, Rev::Right];
    /// The two sides, left first.
    pub const SIDES: [Rev; 2] = [Rev::Left, Rev::Right];

    /// The position of the revision in base, left, right order.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The revision's name for diagnostics: `base`, `left` or `right`.
    pub const fn name(self) -> &'static str {
        match self {
            Rev::Base => "base",
            Rev::Left => "left",
            Rev::Right => "right",
        }
    }

    /// The opposite side: right for left, left for right.
    ///
    /// # Panics
    /// On the base, which is no side.
    pub fn other(self) -> Rev {
        match self {
            Rev::Left => Rev::Right,
            Rev::Right => Rev::Left,
            Rev::Base => panic!("the base has no other side"),
        }
    }

    /// Whether this is one of the two sides.
    pub const fn is_side(self) -> bool {
        !matches!(self, Rev::Base)
    }
}

/// One value per revision.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct ThreeWay<T> {
    /// The base's value.
    pub base: T,
    /// The left side's value.
    pub left: T,
    /// The right side's value.
    pub right: T,
}

impl<T> ThreeWay<T> {
    /// The three values, in base, left, right order.
    pub const fn new(base: T, left: T, right: T) -> Self {
        ThreeWay { base, left, right }
    }

    /// The value of each revision from `f`, called for base, left, right in that order.
    pub fn from_fn(mut f: impl FnMut(Rev) -> T) -> Self {
        let base = f(Rev::Base);
        let left = f(Rev::Left);
        let right = f(Rev::Right);
        ThreeWay { base, left, right }
    }

    /// Each value through `f` (base, left, right in that order).
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ThreeWay<U> {
        let base = f(self.base);
        let left = f(self.left);
        let right = f(self.right);
        ThreeWay { base, left, right }
    }

    /// References to the three values.
    pub const fn as_ref(&self) -> ThreeWay<&T> {
        ThreeWay { base: &self.base, left: &self.left, right: &self.right }
    }

    /// The values in base, left, right order.
    pub fn iter(&self) -> std::array::IntoIter<&T, 3> {
        [&self.base, &self.left, &self.right].into_iter()
    }

    /// Mutable references to the values in base, left, right order.
    pub fn iter_mut(&mut self) -> std::array::IntoIter<&mut T, 3> {
        [&mut self.base, &mut self.left, &mut self.right].into_iter()
    }

    /// The values with their revisions, in base, left, right order.
    pub fn revs(&self) -> impl Iterator<Item = (Rev, &T)> {
        Rev::ALL.into_iter().zip(self.iter())
    }

    /// The values as an array, in base, left, right order.
    pub fn into_array(self) -> [T; 3] {
        [self.base, self.left, self.right]
    }
}

impl<T> From<[T; 3]> for ThreeWay<T> {
    fn from([base, left, right]: [T; 3]) -> Self {
        ThreeWay { base, left, right }
    }
}

impl<T> From<ThreeWay<T>> for [T; 3] {
    fn from(three: ThreeWay<T>) -> Self {
        three.into_array()
    }
}

impl<T> Index<Rev> for ThreeWay<T> {
    type Output = T;

    fn index(&self, rev: Rev) -> &T {
        match rev {
            Rev::Base => &self.base,
            Rev::Left => &self.left,
            Rev::Right => &self.right,
        }
    }
}

impl<T> IndexMut<Rev> for ThreeWay<T> {
    fn index_mut(&mut self, rev: Rev) -> &mut T {
        match rev {
            Rev::Base => &mut self.base,
            Rev::Left => &mut self.left,
            Rev::Right => &mut self.right,
        }
    }
}

impl<T> IntoIterator for ThreeWay<T> {
    type Item = T;
    type IntoIter = std::array::IntoIter<T, 3>;

    fn into_iter(self) -> Self::IntoIter {
        self.into_array().into_iter()
    }
}

impl<'a, T> IntoIterator for &'a ThreeWay<T> {
    type Item = &'a T;
    type IntoIter = std::array::IntoIter<&'a T, 3>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_follow_their_revision() {
        let mut three = ThreeWay::from_fn(Rev::name);
        assert_eq!(three.into_array(), ["base", "left", "right"]);
        assert_eq!(three[Rev::Left], "left");
        three[Rev::Right] = "theirs";
        assert_eq!(three.right, "theirs");
        let revs: Vec<(Rev, &&str)> = three.revs().collect();
        assert_eq!(revs[2], (Rev::Right, &"theirs"));
        assert_eq!(three.map(str::len), ThreeWay::new(4, 4, 6));
    }

    #[test]
    fn the_other_side_is_the_opposite_one() {
        assert_eq!(Rev::Left.other(), Rev::Right);
        assert_eq!(Rev::Right.other(), Rev::Left);
        assert!(Rev::SIDES.iter().all(|s| s.is_side() && s.other().other() == *s));
        assert!(!Rev::Base.is_side());
        assert_eq!(Rev::ALL.map(Rev::index), [0, 1, 2]);
    }
}
