class Receiver {
    /**
     * Receive teh message from the queue and retrun it.
     * Blocks until one arrives.
     */
    Message receive(Queue queue) {
        return queue.pop();
    }
}
