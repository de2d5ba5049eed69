export class Strings {
  /**
   * Parses a revision and returns the full id of the object it names.
   *
   * The result is the same as the one of `git rev-parse`.
   */
  static RevParse(): string {
    return lookup('RevParse');
  }

  /**
   * Starts a walk from the given tips.
   */
  static RevWalk(): string {
    return lookup('RevWalk');
  }
}
