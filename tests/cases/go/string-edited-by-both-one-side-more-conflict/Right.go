package greet

func Greeting() string {
	return "Hello, welcome to the team"
}
