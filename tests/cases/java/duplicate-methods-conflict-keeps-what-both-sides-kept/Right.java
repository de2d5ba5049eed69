class A {
    int m5() {
        return 2;
    }
    int m0() {
        return 1;
    }
    int m5() {
        return 3;
    }
}
