package com.example.metrics

interface Timer {
    fun start(): Int

    fun elapsedSince(mark: Int): Int

    fun reset()
}
