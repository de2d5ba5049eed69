source "https://rubygems.org"

gem "bootsnap", require: false
gem "pg", "~> 1.5"
gem "puma", ">= 6.0"
gem "pundit"
gem "rack-attack"
gem "rails", "~> 7.1"
gem "sidekiq", "~> 7.2"
