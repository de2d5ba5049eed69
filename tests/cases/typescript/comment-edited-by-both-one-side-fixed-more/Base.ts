/**
 * Recieve teh message from the queue and retrun it.
 * Blocks until one arrives.
 */
export function receive(queue: Queue): Message {
  return queue.pop();
}
