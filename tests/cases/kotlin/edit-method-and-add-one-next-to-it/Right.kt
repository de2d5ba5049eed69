package com.example.text

object Slugs {
    fun slugify(title: String): String =
        title.lowercase().replace(' ', '-')

    fun unslugify(slug: String): String = slug.replace('-', ' ')

    fun isSlug(text: String): Boolean = text.all { it.isLetterOrDigit() || it == '-' }
}
