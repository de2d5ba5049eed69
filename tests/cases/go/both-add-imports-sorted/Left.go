package cache

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

var mu sync.Mutex

func Wait(ctx context.Context) { <-time.After(time.Second); _ = ctx }
