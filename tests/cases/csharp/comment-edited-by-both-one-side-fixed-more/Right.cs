class Receiver
{
    /// <summary>
    /// Receive the message from the queue and return it.
    /// </summary>
    Message Receive(Queue queue)
    {
        return queue.Pop();
    }
}
