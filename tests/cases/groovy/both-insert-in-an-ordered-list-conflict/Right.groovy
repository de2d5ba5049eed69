pipeline {
    agent any
    stages {
        stage('Build') {
            steps {
                sh './gradlew assemble'
                sh './gradlew javadoc'
                sh './gradlew test'
            }
        }
    }
}
