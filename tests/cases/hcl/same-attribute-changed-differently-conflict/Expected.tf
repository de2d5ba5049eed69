resource "aws_instance" "web" {
  ami           = var.ami
<<<<<<< left
  instance_type = "t3.medium"
||||||| base
  instance_type = "t3.small"
=======
  instance_type = "m6i.large"
>>>>>>> right
  subnet_id     = aws_subnet.public.id
}
