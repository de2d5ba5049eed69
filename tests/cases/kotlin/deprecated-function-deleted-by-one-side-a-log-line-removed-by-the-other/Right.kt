package com.acme.app.prefs

import android.content.Context
import android.content.SharedPreferences
import android.util.Log

class UserPrefs(context: Context) {
    private val prefs: SharedPreferences =
        context.getSharedPreferences("user", Context.MODE_PRIVATE)

    var darkMode: Boolean
        get() = prefs.getBoolean(KEY_DARK_MODE, false)
        set(value) = prefs.edit().putBoolean(KEY_DARK_MODE, value).apply()

    @Deprecated("Use darkMode", ReplaceWith("darkMode"))
    fun isNightTheme(): Boolean {
        val legacy = prefs.getString("theme", null)
        return legacy == "night" || darkMode
    }

    companion object {
        private const val TAG = "UserPrefs"
        private const val KEY_DARK_MODE = "dark_mode"
    }
}
