#!/usr/bin/env bash
set -euo pipefail

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*" >&2
}

die() {
  log "error: $*"
  exit 1
}

confirm() {
  read -r -p "$1 [y/N] " answer
  [[ $answer == [yY] ]]
}
