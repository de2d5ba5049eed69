package auth

func HashPassword(p string) string { return bcryptHash(p) }

func Verify(p, h string) bool { return bcryptCompare(h, p) }
