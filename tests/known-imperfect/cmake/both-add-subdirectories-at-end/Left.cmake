cmake_minimum_required(VERSION 3.20)
project(suite C)

add_subdirectory(core)
add_subdirectory(net)
add_subdirectory(cli)
