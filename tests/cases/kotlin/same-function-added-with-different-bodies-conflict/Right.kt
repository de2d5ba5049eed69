package com.example.geo

data class Point(val x: Double, val y: Double) {
    operator fun plus(other: Point) = Point(x + other.x, y + other.y)

    fun distanceTo(other: Point): Double = Math.abs(x - other.x) + Math.abs(y - other.y)
}
