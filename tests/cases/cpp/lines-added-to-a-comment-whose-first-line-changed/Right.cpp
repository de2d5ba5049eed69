class Strings {
public:
    /// Parses a revision and returns the objects it names.
    static std::string rev_parse() {
        return lookup("rev_parse");
    }

    /// Starts a walk from the given tips.
    static std::string rev_walk() {
        return lookup("rev_walk");
    }
};
