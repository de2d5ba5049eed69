class A {
<<<<<<< left
    int m6() {
        return 1;
    }
    int m5() {
        return 0;
||||||| base
    int m5() {
        return 0;
    }
    int m6() {
        return 1;
    }
    int m5() {
        return 2;
=======
    int m5() {
        return 2;
>>>>>>> right
    }
    int m5() {
        return 2;
    }
<<<<<<< left
||||||| base
    int f0 = 0;
=======
    int m5() {
        return 3;
    }
>>>>>>> right
}
