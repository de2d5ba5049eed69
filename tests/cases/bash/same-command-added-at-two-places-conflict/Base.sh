set -e

make all

make check

make dist
