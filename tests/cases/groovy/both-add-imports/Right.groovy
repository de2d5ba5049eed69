package com.example.ci

import groovy.json.JsonSlurper
import java.time.Instant

class BuildInfo {
    Map read(File file) {
        (Map) new JsonSlurper().parse(file)
    }

    Instant builtAt(Map info) {
        Instant.parse(info.builtAt.toString())
    }
}
