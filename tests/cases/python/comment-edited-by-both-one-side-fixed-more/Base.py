def receive(queue):
    # Recieve teh message from the queue and retrun it.
    # Blocks until one arrives.
    return queue.pop()
