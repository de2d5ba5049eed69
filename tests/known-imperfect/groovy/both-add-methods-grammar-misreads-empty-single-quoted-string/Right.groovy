package com.example.release

class VersionBumper {
    List<Integer> parts(String version) {
        version.tokenize('.').collect { it.toInteger() }
    }

    boolean isSnapshot(String version) {
        version.endsWith('-SNAPSHOT')
    }

    String bumpMinor(String version) {
        List<Integer> p = parts(version)
        "${p[0]}.${p[1] + 1}.0"
    }
}
