resource "aws_s3_bucket" "assets" {
  bucket        = "example-assets"
  force_destroy = false
  object_lock_enabled = true
}
