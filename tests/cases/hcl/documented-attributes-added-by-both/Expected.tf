variable "instance_type" {
  # Smallest size that fits the app.
  default = "t3.small"
  # Shown in the plan output.
  description = "EC2 instance type"
  # Only strings are accepted.
  type = string
}
