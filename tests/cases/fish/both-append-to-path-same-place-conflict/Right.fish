# Earlier entries win when two directories hold the same command.
fish_add_path ~/.local/bin
fish_add_path /opt/homebrew/bin
fish_add_path ~/.cargo/bin

set -gx GOPATH ~/go
