package queue

type Queue struct {
	items []string
	limit int
	closed bool
}

func (q *Queue) Len() int { return len(q.items }
