cmake_minimum_required(VERSION 3.20)
project(atlas CXX)

add_executable(atlas
  src/main.cpp
  src/map.cpp
  src/tiles.cpp
)
target_compile_features(atlas PRIVATE cxx_std_20)
