package units

// ParseSize reads sizes such as "10k" or "3M".
func ParseSize(s string) int {
	return parse(s, 1024)
}
