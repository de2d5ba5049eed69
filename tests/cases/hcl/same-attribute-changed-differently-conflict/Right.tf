resource "aws_instance" "web" {
  ami           = var.ami
  instance_type = "m6i.large"
  subnet_id     = aws_subnet.public.id
}
