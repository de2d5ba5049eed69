cmake_minimum_required(VERSION 3.20)
project(engine CXX)

option(ENGINE_BUILD_TESTS "Build the unit tests" ON)
set(CMAKE_CXX_STANDARD 23)
