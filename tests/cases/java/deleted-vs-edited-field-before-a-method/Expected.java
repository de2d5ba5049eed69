class A {
<<<<<<< left
||||||| base
    int f4 = 0;
=======
    int f4 = 1;
>>>>>>> right
    int m3() {
        return 0;
    }
    int f1 = 0;
}
