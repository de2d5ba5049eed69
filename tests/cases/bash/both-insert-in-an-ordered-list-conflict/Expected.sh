#!/usr/bin/env bash
set -euo pipefail

deploy() {
  git pull --ff-only
  npm ci
<<<<<<< left
  npm test
||||||| base
=======
  npm run lint
>>>>>>> right
  npm run build
  systemctl restart web
}

deploy
