class Receiver
{
    /// <summary>
    /// Recieve teh message from the queue and retrun it.
    /// </summary>
    Message Receive(Queue queue)
    {
        return queue.Pop();
    }
}
