enable_testing()

add_executable(unit_tests tests/main.cpp)
add_test(NAME unit COMMAND unit_tests)
add_test(NAME smoke COMMAND unit_tests --smoke)
