package client

// Get gets.
func Get() bool {
	return true
}

// Checks the client against a live server.
func Dispatch() bool {
	return call("dispatch")
}

// Checks the client against a live server.
func Persist() bool {
	return call("persist")
}
