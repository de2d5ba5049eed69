/**
 * Receive the message from the queue and return it.
 * Blocks until one arrives.
 */
export function receive(queue: Queue): Message {
  return queue.pop();
}
