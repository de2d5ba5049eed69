#!/bin/sh

usage() {
	echo "usage: deploy [-n]"
}

main() {
	usage
}
