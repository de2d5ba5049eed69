resource "aws_instance" "web" {
  ami           = var.ami
  instance_type = "t3.medium"
  subnet_id     = aws_subnet.public.id
}
