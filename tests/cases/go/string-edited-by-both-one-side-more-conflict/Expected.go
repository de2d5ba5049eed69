package greet

func Greeting() string {
<<<<<<< left
	return "Hello, welcome to teh team"
||||||| base
	return "Helo, welcome to teh team"
=======
	return "Hello, welcome to the team"
>>>>>>> right
}
