<?php

/**
 * Recieve teh message from the queue and retrun it.
 * Blocks until one arrives.
 */
function receive(Queue $queue): Message
{
    return $queue->pop();
}
