package com.example.metrics

interface Timer {
    fun start(): Int

<<<<<<< left
    fun elapsedSince(mark: Int): Long
||||||| base
    fun elapsedSince(mark: Int): Int
=======
    fun elapsedSince(mark: Long): Int
>>>>>>> right

    fun reset()
}
