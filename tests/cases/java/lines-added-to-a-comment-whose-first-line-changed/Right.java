class Strings {
    /**
     * Parses a revision and returns the objects it names.
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
