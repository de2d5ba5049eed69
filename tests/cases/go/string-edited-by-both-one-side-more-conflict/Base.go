package greet

func Greeting() string {
	return "Helo, welcome to teh team"
}
