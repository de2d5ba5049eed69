package config

type Database struct {
	Host string
	Port int
	User string
	MaxConns int
}
