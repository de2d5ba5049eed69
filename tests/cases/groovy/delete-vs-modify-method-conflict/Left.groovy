class Notifier {
    void email(String to, String body) {
        mailer.send(to, body)
    }

    void slack(String channel, String body) {
        slackClient.post(channel, body)
    }
}
