def receive(queue):
    # Receive the message from the queue and return it.
    # Blocks until one arrives.
    return queue.pop()
