package queue

type Queue struct {
	items []string
	closed bool
}

func (q *Queue) Len() int { return len(q.items }
