package metrics

import (
	"fmt"
	"time"
)

type Histogram struct {
	Label   string
	samples []time.Duration
}

func (h *Histogram) Record(d time.Duration) {
	h.samples = append(h.samples, d)
}

func (h *Histogram) Summary() string {
<<<<<<< left
||||||| base
	if len(h.samples) == 0 {
		return h.Label + ": no samples"
	}
=======
	if len(h.samples) == 0 {
		return h.Label + ": no samples"
	}
	first := h.samples[0]
	debugf("%s: first sample %v", h.Label, first)
>>>>>>> right
	var total time.Duration
	for _, s := range h.samples {
		total += s
	}
	mean := total / time.Duration(max(len(h.samples), 1))
	return fmt.Sprintf("%s: mean %v", h.Label, mean)
}
