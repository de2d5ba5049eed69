class Strings {
    /**
     * Parses a revision and returns the objects it names.
     *
     * The result is the same as the one of `git rev-parse`.
     */
    static String RevParse() {
        return lookup("RevParse");
    }

    /**
     * Starts a walk from the given tips.
     */
    static String RevWalk() {
        return lookup("RevWalk");
    }
}
