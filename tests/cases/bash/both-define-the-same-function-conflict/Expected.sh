#!/bin/sh

usage() {
	echo "usage: deploy [-n]"
}

<<<<<<< left
log() {
	echo "[deploy] $*" >&2
}
||||||| base
=======
log() {
	printf "%s\n" "$*"
}
>>>>>>> right

main() {
	usage
}
