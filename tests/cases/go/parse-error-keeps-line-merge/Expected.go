package queue

type Queue struct {
	items []string
<<<<<<< left
	limit int
||||||| base
=======
	closed bool
>>>>>>> right
}

func (q *Queue) Len() int { return len(q.items }
