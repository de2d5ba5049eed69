class Notifier {
    void email(String to, String body) {
        mailer.send(to, body)
    }

<<<<<<< left
||||||| base
    void pager(String to, String body) {
        pagerClient.page(to, body)
    }

=======
    void pager(String to, String body) {
        pagerClient.page(to, body.take(160))
    }

>>>>>>> right
    void slack(String channel, String body) {
        slackClient.post(channel, body)
    }
}
