package queue

// Receive the message from the queue and return it.
// Blocks until one arrives.
func Receive(q *Queue) Message {
	return q.Pop()
}
