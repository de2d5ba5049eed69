# Earlier entries win when two directories hold the same command.
fish_add_path ~/.local/bin
<<<<<<< left
fish_add_path ~/go/bin
||||||| base
=======
fish_add_path /opt/homebrew/bin
>>>>>>> right
fish_add_path ~/.cargo/bin

set -gx GOPATH ~/go
