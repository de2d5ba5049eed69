package client

// Get gets.
func Get() bool {
	return true
}
