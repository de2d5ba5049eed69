locals {
  tags = {
    Project = "shop"
    Owner   = "platform"
  }
}
