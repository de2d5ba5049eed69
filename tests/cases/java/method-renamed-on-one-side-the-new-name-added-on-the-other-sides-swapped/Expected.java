class A {
    int m6() {
        return 0;
    }
}
