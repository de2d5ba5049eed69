package com.example.metrics

interface Timer {
    fun start(): Int

    fun elapsedSince(mark: Long): Int

    fun reset()
}
