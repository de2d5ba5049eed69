def receive(queue):
    # Receive teh message from the queue and retrun it.
    # Blocks until one arrives.
    return queue.pop()
