#include <iostream>
#include <memory>
#include <optional>

int main() {
    std::cout << "hello\n";
}
