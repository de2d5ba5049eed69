set -e

make all

cd ..

make check

make dist
