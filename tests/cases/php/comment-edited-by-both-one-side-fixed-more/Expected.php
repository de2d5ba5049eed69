<?php

/**
 * Receive the message from the queue and return it.
 * Blocks until one arrives.
 */
function receive(Queue $queue): Message
{
    return $queue->pop();
}
