package com.example.release

class VersionBumper {
    List<Integer> parts(String version) {
        version.tokenize('.').collect { it.toInteger() }
    }

    boolean isSnapshot(String version) {
        version.endsWith('-SNAPSHOT')
    }
}
