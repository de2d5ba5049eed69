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

    /** The next minor version, patch reset to zero. */
    String nextMinor(String version) {
        def p = parts(version)
        "${p[0]}.${p[1] + 1}.0"
    }
}
