locals {
  tags = {
    Project = "shop"
    Owner   = "platform"
<<<<<<< left
    CostCenter = "1234"
||||||| base
=======
    Environment = "prod"
>>>>>>> right
  }
}
