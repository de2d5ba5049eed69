class A {
    int m6() {
        return 1;
    }
    int m5() {
        return 0;
    }
    int m5() {
        return 2;
    }
}
