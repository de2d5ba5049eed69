package strings

// Parses a revision and returns the objects it names.
//
// The result is the same as the one of `git rev-parse`.
func RevParse() string {
	return lookup("RevParse")
}

// Starts a walk from the given tips.
func RevWalk() string {
	return lookup("RevWalk")
}
