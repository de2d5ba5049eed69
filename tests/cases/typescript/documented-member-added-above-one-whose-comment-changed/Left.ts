export class Strings {
  /**
   * Similar to: {0} uses an unsafe overload.
   */
  static UnsafeOverload(): string {
    return lookup('UnsafeOverload');
  }

  /**
   * Similar to: Uses the unsafe setter of InnerXml.
   */
  static SetInnerXml(): string {
    return lookup('SetInnerXml');
  }
}
