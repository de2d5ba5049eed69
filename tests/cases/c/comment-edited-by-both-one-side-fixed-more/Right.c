/* Receive the message from the queue and return it.
 * Blocks until one arrives. */
struct message *receive(struct queue *queue)
{
	return queue_pop(queue);
}
