package retry

import (
	"context"
	"errors"
	"time"
)

//Permanent wraps an error that retrying cannot fix.
type Permanent struct{ Err error }

func (p *Permanent) Error() string { return p.Err.Error() }

//Do calls fn until it succeeds, returns a Permanent error or ctx is done, sleeping backoff between calls.
//It returns the last error fn returned.
func Do(ctx context.Context, backoff time.Duration, fn func() error) error {
	for {
		err := fn()
		if err == nil {
			return nil
		}
		var p *Permanent
		if errors.As(err, &p) {
			return p.Err
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
