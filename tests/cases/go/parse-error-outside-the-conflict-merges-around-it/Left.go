package queue

type Queue struct {
	items []string
	limit int
}

func (q *Queue) Len() int { return len(q.items) }
