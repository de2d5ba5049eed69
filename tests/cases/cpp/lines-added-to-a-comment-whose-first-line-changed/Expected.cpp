class Strings {
public:
    /// Parses a revision and returns the objects it names.
    ///
    /// The result is the same as the one of `git rev-parse`.
    static std::string rev_parse() {
        return lookup("rev_parse");
    }

    /// Starts a walk from the given tips.
    static std::string rev_walk() {
        return lookup("rev_walk");
    }
};
