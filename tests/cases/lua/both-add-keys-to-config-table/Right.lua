local defaults = {
  width = 80,
  height = 24,
  title = "untitled",
  fullscreen = false,
}

return defaults
