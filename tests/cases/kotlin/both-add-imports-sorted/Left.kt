package com.example.report

import java.time.LocalDate
import java.time.format.DateTimeFormatter
import kotlin.math.roundToInt

fun summary(day: LocalDate, ratio: Double): String =
    "$day: ${(ratio * 100).roundToInt()}%"

fun isoDay(day: LocalDate): String = day.format(DateTimeFormatter.ISO_DATE)
