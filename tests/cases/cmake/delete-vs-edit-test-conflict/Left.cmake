enable_testing()

add_executable(unit_tests tests/main.cpp)
add_test(NAME unit COMMAND unit_tests)
