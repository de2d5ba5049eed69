#!/bin/sh

usage() {
	echo "usage: deploy [-n]"
}

log() {
	printf "%s\n" "$*"
}

main() {
	usage
}
