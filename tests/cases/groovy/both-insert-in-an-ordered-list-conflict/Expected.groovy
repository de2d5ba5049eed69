pipeline {
    agent any
    stages {
        stage('Build') {
            steps {
                sh './gradlew assemble'
<<<<<<< left
                sh './gradlew spotlessCheck'
||||||| base
=======
                sh './gradlew javadoc'
>>>>>>> right
                sh './gradlew test'
            }
        }
    }
}
