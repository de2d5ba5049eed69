/// Receive the message from the queue and return it.
/// Blocks until one arrives.
pub fn receive(queue: &Queue) -> Message {
    queue.pop()
}
