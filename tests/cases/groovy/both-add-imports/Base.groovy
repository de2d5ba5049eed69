package com.example.ci

import groovy.json.JsonSlurper

class BuildInfo {
    Map read(File file) {
        (Map) new JsonSlurper().parse(file)
    }
}
