package config

type Database struct {
	Host string
	Port int
<<<<<<< left
	User string
||||||| base
=======
	MaxConns int
>>>>>>> right
}
