#!/usr/bin/env bash
set -euo pipefail

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

die() {
  log "error: $*"
  exit 1
}

# Stops unless the named command is on the PATH.
require() {
  command -v "$1" >/dev/null || die "missing $1"
}

# Asks a yes/no question; succeeds on yes.
confirm() {
  read -r -p "$1 [y/N] " answer
  [[ $answer == [yY] ]]
}
