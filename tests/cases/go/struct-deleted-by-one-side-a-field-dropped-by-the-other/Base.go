package config

import "time"

// Config is the server configuration read from config.yaml.
type Config struct {
	Listen   string         `yaml:"listen"`
	Timeout  time.Duration  `yaml:"timeout"`
	Database DatabaseConfig `yaml:"database"`
}

// LegacyAuth held the basic-auth settings before OIDC.
type LegacyAuth struct {
	Realm    string `yaml:"realm"`
	User     string `yaml:"user"`
	Password string `yaml:"password"`
	HashAlgo string `yaml:"hash_algo"`
}

type DatabaseConfig struct {
	DSN     string `yaml:"dsn"`
	MaxOpen int    `yaml:"max_open"`
}
