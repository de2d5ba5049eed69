cmake_minimum_required(VERSION 3.20)
project(atlas CXX)

add_executable(atlas src/main.cpp)
target_link_libraries(atlas PRIVATE
  atlas_core
  fmt::fmt
<<<<<<< left
  ZLIB::ZLIB
||||||| base
=======
  Threads::Threads
>>>>>>> right
)
