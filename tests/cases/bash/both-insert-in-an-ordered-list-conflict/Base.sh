#!/usr/bin/env bash
set -euo pipefail

deploy() {
  git pull --ff-only
  npm ci
  npm run build
  systemctl restart web
}

deploy
