class A {
    int f0 = 0;
    int m3() {
        return 0;
    }
    int f1 = 0;
}
