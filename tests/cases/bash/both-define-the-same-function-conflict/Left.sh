#!/bin/sh

usage() {
	echo "usage: deploy [-n]"
}

log() {
	echo "[deploy] $*" >&2
}

main() {
	usage
}
