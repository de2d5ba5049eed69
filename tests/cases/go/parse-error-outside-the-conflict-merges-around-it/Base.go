package queue

type Queue struct {
	items []string
}

func (q *Queue) Len() int { return len(q.items) }
