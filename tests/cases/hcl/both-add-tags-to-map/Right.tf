locals {
  tags = {
    Project = "shop"
    Owner   = "platform"
    Environment = "prod"
  }
}
