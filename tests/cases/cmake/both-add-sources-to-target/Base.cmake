add_library(engine STATIC
  src/world.cpp
  src/physics.cpp
  src/render.cpp
)

target_include_directories(engine PUBLIC include)
