/* Receive teh message from the queue and retrun it.
 * Blocks until one arrives. */
struct message *receive(struct queue *queue)
{
	return queue_pop(queue);
}
