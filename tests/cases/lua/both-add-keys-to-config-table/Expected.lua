local defaults = {
  width = 80,
  height = 24,
  title = "untitled",
  resizable = true,
  fullscreen = false,
}

return defaults
