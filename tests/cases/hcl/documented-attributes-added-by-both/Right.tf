variable "instance_type" {
  # Smallest size that fits the app.
  default = "t3.small"
  # Only strings are accepted.
  type = string
}
