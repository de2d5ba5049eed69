package limits

import "time"

// Defaults used when the configuration leaves a value out.
const (
	DefaultPageSize   = 50
	DefaultRetryDelay = 2 * time.Second
	DefaultMaxRetries = 5
	DefaultIdleTimeout = 90 * time.Second
)

// Clamp keeps a page size between one and the default.
func Clamp(size int) int {
	if size < 1 {
		return 1
	}
	if size > DefaultPageSize {
		return DefaultPageSize
	}
	return size
}
