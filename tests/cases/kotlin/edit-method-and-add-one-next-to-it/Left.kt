package com.example.text

object Slugs {
    fun slugify(title: String): String =
        title.trim().lowercase().replace(Regex("\\s+"), "-")

    fun isSlug(text: String): Boolean = text.all { it.isLetterOrDigit() || it == '-' }
}
