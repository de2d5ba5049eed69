package com.acme.text

import java.text.Normalizer
import java.util.Locale

private val NON_ALNUM = Regex("[^a-z0-9]+")

fun String.slugify(): String =
    Normalizer.normalize(this, Normalizer.Form.NFD)
        .replace(Regex("\\p{M}"), "")
        .lowercase(Locale.ROOT)
        .replace(NON_ALNUM, "-")
        .trim('-')

<<<<<<< left
||||||| base
fun String.toLegacySlug(maxLength: Int = 64): String {
    require(maxLength > 0) { "maxLength must be positive" }
    val cleaned = lowercase(Locale.ROOT).replace(' ', '_')
    val ascii = cleaned.filter { it.code < 128 }
    return ascii.take(maxLength)
}

=======
fun String.toLegacySlug(maxLength: Int = 64): String {
    val cleaned = lowercase(Locale.ROOT).replace(Regex("\\s+"), "_")
    val ascii = cleaned.filter { it.code < 128 }
    return ascii.take(maxLength)
}

>>>>>>> right
fun String.initials(): String =
    split(' ').filter { it.isNotBlank() }.joinToString("") { it.first().uppercase() }
