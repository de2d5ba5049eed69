package auth

func HashPassword(p string) string { return bcryptHash(p) }

// LegacyHash is only used by the migration tool.
func LegacyHash(p string) string { return sha1Hex(p) }

func Verify(p, h string) bool { return bcryptCompare(h, p) }
