export class Strings {
  /**
   * Parses a revision and returns the full id of the object it names.
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
