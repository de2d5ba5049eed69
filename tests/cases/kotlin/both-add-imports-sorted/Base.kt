package com.example.report

import java.time.LocalDate
import kotlin.math.roundToInt

fun summary(day: LocalDate, ratio: Double): String =
    "$day: ${(ratio * 100).roundToInt()}%"
