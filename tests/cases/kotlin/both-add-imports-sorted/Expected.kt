package com.example.report

import java.time.LocalDate
import java.time.format.DateTimeFormatter
import kotlin.math.max
import kotlin.math.roundToInt

fun clamp(ratio: Double): Double = max(ratio, 0.0)

fun summary(day: LocalDate, ratio: Double): String =
    "$day: ${(ratio * 100).roundToInt()}%"

fun isoDay(day: LocalDate): String = day.format(DateTimeFormatter.ISO_DATE)
