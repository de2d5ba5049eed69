export class Strings {
  /**
   * Similar to: {0} uses an unsafe overload.
   */
  static UnsafeOverload(): string {
    return lookup('UnsafeOverload');
  }

  /**
   * Similar to: Insecure XSLT script processing.
   */
  static XsltScript(): string {
    return lookup('XsltScript');
  }

  /**
   * Similar to: {0} uses the unsafe setter of InnerXml.
   */
  static SetInnerXml(): string {
    return lookup('SetInnerXml');
  }
}
