package com.example.release

class VersionBumper {
    List<Integer> parts(String version) {
        version.tokenize('.').collect { it.toInteger() }
    }

    boolean isSnapshot(String version) {
        version.endsWith('-SNAPSHOT')
    }

    /** The version without its -SNAPSHOT suffix. */
    String release(String version) {
        version - '-SNAPSHOT'
    }
}
