locals {
  tags = {
    Project = "shop"
    Owner   = "platform"
    CostCenter = "1234"
    Environment = "prod"
  }
}
