variable "instance_type" {
  # Smallest size that fits the app.
  default = "t3.small"
}
