class A {
    int m0() {
        return 0;
    }
}
