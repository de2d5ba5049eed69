package retry

import (
	"context"
	"time"
)

// Do calls fn until it succeeds or ctx is done, sleeping backoff between calls.
// It returns the last error fn returned.
func Do(ctx context.Context, backoff time.Duration, fn func() error) error {
	for {
		err := fn()
		if err == nil {
			return nil
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(backoff):
		}
	}
}

// Forever is Do with a context that is never done.
func Forever(backoff time.Duration, fn func() error) error {
	return Do(context.Background(), backoff, fn)
}
