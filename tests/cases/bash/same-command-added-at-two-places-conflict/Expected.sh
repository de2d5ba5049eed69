set -e

make all

<<<<<<< left
cd ..
||||||| base
=======
echo built
>>>>>>> right

make check

make dist

cd ..
