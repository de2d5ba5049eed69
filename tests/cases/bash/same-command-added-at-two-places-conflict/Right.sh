set -e

make all

echo built

make check

make dist

cd ..
