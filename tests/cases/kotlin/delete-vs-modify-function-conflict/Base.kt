package com.example.auth

class SessionStore(private val clock: Clock) {
    private val sessions = mutableMapOf<String, Session>()

    fun open(user: String): Session =
        Session(user, clock.now()).also { sessions[it.id] = it }

    fun legacyLookup(token: String): Session? =
        sessions.values.firstOrNull { it.token == token }

    fun close(id: String) {
        sessions.remove(id)
    }
}
