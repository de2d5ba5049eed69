class Strings:
    # Parses a revision and returns the full id of the object it names.
    #
    # The result is the same as the one of `git rev-parse`.
    def rev_parse(self):
        return lookup("rev_parse")

    # Starts a walk from the given tips.
    def rev_walk(self):
        return lookup("rev_walk")
