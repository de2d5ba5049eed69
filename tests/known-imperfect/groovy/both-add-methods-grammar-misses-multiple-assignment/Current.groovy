package com.example.release

class VersionBumper {
    String bumpPatch(String version) {
        def (major, minor, patch) = version.tokenize('.')*.toInteger()
        "${major}.${minor}.${patch + 1}"
    }

    boolean isSnapshot(String version) {
        version.endsWith('-SNAPSHOT')
    }
<<<<<<< left

    String release(String version) {
        version - '-SNAPSHOT'
    }
||||||| base
=======

    String bumpMinor(String version) {
        def (major, minor) = version.tokenize('.')*.toInteger()
        "${major}.${minor + 1}.0"
    }
>>>>>>> right
}
