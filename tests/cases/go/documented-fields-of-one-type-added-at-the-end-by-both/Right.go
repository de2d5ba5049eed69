package server

import "time"

// Config holds the garbage collection settings of the server.
type Config struct {
	// JobGCInterval is how often we dispatch a job to GC jobs.
	JobGCInterval time.Duration

	// EvalGCThreshold is how old an evaluation must be to be collected.
	EvalGCThreshold time.Duration

	// KeyGCInterval is how often we dispatch a job to GC
	// retired keys.
	KeyGCInterval time.Duration

	// KeyRotationThreshold is how old an active key can be
	// before it is rotated.
	KeyRotationThreshold time.Duration
}
