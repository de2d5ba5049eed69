resource "aws_sqs_queue" "jobs" {
  name = "jobs"
}
<<<<<<< left
||||||| base

resource "aws_sqs_queue" "legacy" {
  name = "legacy-jobs"
}
=======

resource "aws_sqs_queue" "legacy" {
  name = "legacy-jobs"
  message_retention_seconds = 86400
}
>>>>>>> right
