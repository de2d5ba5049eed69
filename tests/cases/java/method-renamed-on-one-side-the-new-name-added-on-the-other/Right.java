class A {
    int m6() {
        return 0;
    }
    int m0() {
        return 0;
    }
}
