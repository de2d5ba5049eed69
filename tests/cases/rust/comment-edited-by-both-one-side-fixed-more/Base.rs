/// Recieve teh message from the queue and retrun it.
/// Blocks until one arrives.
pub fn receive(queue: &Queue) -> Message {
    queue.pop()
}
