#include <iostream>
#include <memory>

int main() {
    std::cout << "hello\n";
}
