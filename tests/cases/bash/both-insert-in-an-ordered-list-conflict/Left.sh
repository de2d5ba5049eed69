#!/usr/bin/env bash
set -euo pipefail

deploy() {
  git pull --ff-only
  npm ci
  npm test
  npm run build
  systemctl restart web
}

deploy
