package com.example.release

class VersionBumper {
    String bumpPatch(String version) {
        def (major, minor, patch) = version.tokenize('.')*.toInteger()
        "${major}.${minor}.${patch + 1}"
    }

    boolean isSnapshot(String version) {
        version.endsWith('-SNAPSHOT')
    }

    String release(String version) {
        version - '-SNAPSHOT'
    }
}
