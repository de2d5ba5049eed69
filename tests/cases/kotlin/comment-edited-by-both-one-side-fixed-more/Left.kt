/**
 * Receive teh message from the queue and retrun it.
 * Blocks until one arrives.
 */
fun receive(queue: Queue): Message {
    return queue.pop()
}
