class A {
    int m5() {
        return 0;
    }
    int m6() {
        return 1;
    }
    int m5() {
        return 2;
    }
    int m0() {
        return 1;
    }
    int f0 = 0;
}
