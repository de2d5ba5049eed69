resource "aws_db_instance" "main" {
  engine         = "postgres"
  instance_class = "db.t3.micro"
<<<<<<< left
  backup_retention_period = 7
||||||| base
=======
  backup_retention_period = 14
>>>>>>> right
}
