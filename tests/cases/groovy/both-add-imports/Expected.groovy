package com.example.ci

import groovy.json.JsonOutput
import groovy.json.JsonSlurper
import java.time.Instant

class BuildInfo {
    Map read(File file) {
        (Map) new JsonSlurper().parse(file)
    }

    void write(File file, Map info) {
        file.text = JsonOutput.prettyPrint(JsonOutput.toJson(info))
    }

    Instant builtAt(Map info) {
        Instant.parse(info.builtAt.toString())
    }
}
