package auth

func HashPassword(p string) string { return bcryptHash(p) }

<<<<<<< left
||||||| base
// LegacyHash is only used by the migration tool.
func LegacyHash(p string) string { return md5Hex(p) }

=======
// LegacyHash is only used by the migration tool.
func LegacyHash(p string) string { return sha1Hex(p) }

>>>>>>> right
func Verify(p, h string) bool { return bcryptCompare(h, p) }
