impl Strings {
    /// Parses a revision and returns the objects it names.
    pub fn rev_parse() -> &'static str {
        lookup("rev_parse")
    }

    /// Starts a walk from the given tips.
    pub fn rev_walk() -> &'static str {
        lookup("rev_walk")
    }
}
