package com.example.users

interface UserRepository {
    /** Finds a user by id, or null when there is none. */
    fun findById(id: Long): User?

    /** Stores a new user and returns it with its id. */
    fun save(user: User): User

    /** Finds a user by e-mail address, ignoring case. */
    fun findByEmail(email: String): User?
}
