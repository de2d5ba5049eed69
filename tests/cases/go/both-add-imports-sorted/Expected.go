package cache

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"
)

var mu sync.Mutex

func Wait(ctx context.Context) { <-time.After(time.Second); _ = ctx }
