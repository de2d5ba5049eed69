package queue

// Receive teh message from the queue and retrun it.
// Blocks until one arrives.
func Receive(q *Queue) Message {
	return q.Pop()
}
