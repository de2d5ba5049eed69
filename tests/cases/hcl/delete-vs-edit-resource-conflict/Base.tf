resource "aws_sqs_queue" "jobs" {
  name = "jobs"
}

resource "aws_sqs_queue" "legacy" {
  name = "legacy-jobs"
}
