package com.example.ci

import groovy.json.JsonOutput
import groovy.json.JsonSlurper

class BuildInfo {
    Map read(File file) {
        (Map) new JsonSlurper().parse(file)
    }

    void write(File file, Map info) {
        file.text = JsonOutput.prettyPrint(JsonOutput.toJson(info))
    }
}
