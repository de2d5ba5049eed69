class Receiver {
    /**
     * Receive the message from the queue and return it.
     * Blocks until one arrives.
     */
    Message receive(Queue queue) {
        return queue.pop();
    }
}
