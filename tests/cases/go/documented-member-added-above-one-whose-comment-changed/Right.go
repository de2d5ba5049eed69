package strings

// Looks up a localized string.
//
// Similar to: {0} uses an unsafe overload.
func UnsafeOverload() string {
	return lookup("UnsafeOverload")
}

// Looks up a localized string.
//
// Similar to: Insecure XSLT script processing.
func XsltScript() string {
	return lookup("XsltScript")
}

// Looks up a localized string.
//
// Similar to: {0} uses the unsafe setter of InnerXml.
func SetInnerXml() string {
	return lookup("SetInnerXml")
}
