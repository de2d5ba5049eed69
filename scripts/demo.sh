#!/usr/bin/env bash
# suture in a real merge, in a minute: uses the installed suture when it was built from
# this commit, else builds one; makes a throw-away git repository in a temporary folder
# (outside this project) with two branches that conflict under git's own merge in Rust,
# Python, Java and JSON; merges them with git alone (its CONFLICT lines are shown); starts
# over, runs `suture setup` in that repository and merges again (clean); shows the merged
# files and one `suture review`; then removes the folder.
#
# Usage: bash scripts/demo.sh        (SUTURE=/path/to/suture to use a given binary)
# Exits 0 when suture merged every file; nothing is left behind, whatever happens.
set -euo pipefail

project=$(cd "$(dirname "$0")/.." && pwd)

# The suture to show: $SUTURE; else the `suture` on the PATH when it was built from this
# checkout's commit (`cargo install --locked --path crates/suture`); else this project's
# release build (built now when missing or older than the sources).
head=$(git -C "$project" log -1 --format=%h --abbrev=9 2>/dev/null || true)
if [[ -n "${SUTURE:-}" ]]; then
    suture_bin=$SUTURE
elif [[ -n $head ]] && command -v suture >/dev/null \
    && [[ "$(suture --version 2>/dev/null)" == *"($head "* ]]; then
    suture_bin=$(command -v suture)
else
    suture_bin=${CARGO_TARGET_DIR:-$project/target}/release/suture
    stale=missing
    if [[ -x $suture_bin ]]; then
        stale=$(find "$project/crates" "$project/Cargo.lock" -newer "$suture_bin" -print -quit)
    fi
    if [[ -n $stale ]]; then
        echo "== building suture (cargo build --release --locked -p suture; the first build takes minutes)"
        (cd "$project" && cargo build --quiet --release --locked -p suture)
    fi
fi
suture_bin=$(cd "$(dirname "$suture_bin")" && pwd)/$(basename "$suture_bin")

work=$(mktemp -d "${TMPDIR:-/tmp}/suture-demo.XXXXXX")
trap 'rm -rf "$work"' EXIT
repo=$work/repo
# Nothing of the user's git or suture configuration takes part, and nothing is written
# to it: a home of its own, attempts kept inside the temporary folder.
export HOME=$work/home GIT_CONFIG_NOSYSTEM=1 SUTURE_DATA_DIR=$work/attempts
export XDG_CONFIG_HOME=$work/home/.config GIT_CEILING_DIRECTORIES=$work
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE suture
mkdir -p "$HOME" "$repo"
cd "$repo"
git init -q -b main
git config user.name "Demo"
git config user.email "demo@example.invalid"
git config commit.gpgsign false

section() { printf '\n== %s\n' "$*"; }

# ---------------------------------------------------------------- the common ancestor
mkdir -p src/main/java/shop app
cat > src/config.rs <<'EOF'
pub struct Config {
    pub name: String,
    pub verbose: bool,
}
EOF
cat > app/settings.py <<'EOF'
from pathlib import Path


def load_settings(path: str) -> dict:
    with open(path) as f:
        return parse(f.read())
EOF
cat > src/main/java/shop/Cart.java <<'EOF'
package shop;

public class Cart {
    private int total;

    public int total() {
        return total;
    }

    public void add(int price) {
        total += price;
    }

    public void clear() {
        total = 0;
    }
}
EOF
cat > package.json <<'EOF'
{
  "name": "shop",
  "version": "1.0.0",
  "dependencies": {
    "left-pad": "^1.3.0"
  }
}
EOF
git add -A && git commit -q -m "base"

# ---------------------------------------------------------------- their branch
git checkout -q -b feature
cat > src/config.rs <<'EOF'
pub struct Config {
    pub name: String,
    pub verbose: bool,
    pub timeout: u32,
}
EOF
cat > app/settings.py <<'EOF'
from pathlib import Path


def load_settings(path: Path) -> dict:
    with open(path) as f:
        return parse(f.read())
EOF
cat > src/main/java/shop/Cart.java <<'EOF'
package shop;

public class Cart {
    private int total;

    public int total() {
        return total;
    }

    public void add(int price) {
        if (price < 0) {
            throw new IllegalArgumentException("negative price");
        }
        total += price;
    }

    public void clear() {
        total = 0;
    }
}
EOF
cat > package.json <<'EOF'
{
  "name": "shop",
  "version": "1.0.0",
  "dependencies": {
    "left-pad": "^1.3.0",
    "lodash": "^4.17.21"
  }
}
EOF
git add -A && git commit -q -m "feature: a timeout, Path settings, a price check, lodash"

# ---------------------------------------------------------------- our branch
git checkout -q main
cat > src/config.rs <<'EOF'
pub struct Config {
    pub name: String,
    pub verbose: bool,
    pub retries: u8,
}
EOF
cat > app/settings.py <<'EOF'
from pathlib import Path


def load_settings(path: str) -> "Settings":
    with open(path) as f:
        return parse(f.read())
EOF
cat > src/main/java/shop/Cart.java <<'EOF'
package shop;

public class Cart {
    private int total;

    public int total() {
        return total;
    }

    public void clear() {
        total = 0;
    }

    public void add(int price) {
        total += price;
    }
}
EOF
cat > package.json <<'EOF'
{
  "name": "shop",
  "version": "1.0.0",
  "dependencies": {
    "left-pad": "^1.3.0",
    "chalk": "^5.3.0"
  }
}
EOF
git add -A && git commit -q -m "main: retries, Settings, add() last, chalk"

cat <<'EOF'
A temporary repository with two branches, main and feature, changed apart from the
same four files:
  src/config.rs                  both add a field at the end of the struct
  app/settings.py                one line: main changes the return type, feature the
                                 parameter's type
  src/main/java/shop/Cart.java   main moves add() to the end, feature edits add()
  package.json                   both add a dependency at the end of the same object
EOF

# ---------------------------------------------------------------- git alone
section "git merge feature (git alone)"
if git merge --no-edit feature 2>&1; then
    echo "demo: git merged without conflicts; the demo's branches no longer show anything" >&2
    exit 1
fi
conflicted=$(git diff --name-only --diff-filter=U | wc -l)
echo "-> git leaves $conflicted files with conflict markers"
git merge --abort

# ---------------------------------------------------------------- with suture
section "suture setup (in this repository only)"
"$suture_bin" setup

section "git merge feature (with suture as the merge driver)"
git merge --no-edit feature
left=$(git diff --name-only --diff-filter=U | wc -l)
if [[ $left -ne 0 ]] || grep -rl '^<<<<<<<' src app package.json; then
    echo "demo: suture left conflicts" >&2
    exit 1
fi
echo "-> merged cleanly: $(git log -1 --format='%h %s')"

for file in src/config.rs app/settings.py src/main/java/shop/Cart.java package.json; do
    section "$file (merged)"
    cat "$file"
done

section "suture review --list"
"$suture_bin" review --list
attempt=$("$suture_bin" review --list | awk 'NR > 1 && / src\/config.rs / { print $1; exit }')
section "suture review $attempt (git's line merge -> suture's result)"
NO_COLOR=1 "$suture_bin" review "$attempt"

section "done: the temporary repository is removed"
