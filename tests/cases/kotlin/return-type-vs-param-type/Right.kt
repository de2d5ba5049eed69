package com.example.metrics

import java.time.Duration
import java.time.Instant

interface Timer {
    fun start(): Long

    fun elapsedSince(mark: Instant): Long

    fun reset()
}
