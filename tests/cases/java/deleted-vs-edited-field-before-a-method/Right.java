class A {
    int f4 = 1;
    int m3() {
        return 0;
    }
    int f1 = 0;
}
