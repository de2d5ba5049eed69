package config

import "time"

// Config is the server configuration read from config.yaml.
type Config struct {
	Listen   string         `yaml:"listen"`
	Timeout  time.Duration  `yaml:"timeout"`
	Database DatabaseConfig `yaml:"database"`
}

type DatabaseConfig struct {
	DSN     string `yaml:"dsn"`
	MaxOpen int    `yaml:"max_open"`
}
