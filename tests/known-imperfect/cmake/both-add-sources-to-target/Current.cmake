add_library(engine STATIC
  src/world.cpp
  src/physics.cpp
  src/render.cpp
<<<<<<< left
  src/audio.cpp
||||||| base
=======
  src/input.cpp
>>>>>>> right
)

target_include_directories(engine PUBLIC include)
