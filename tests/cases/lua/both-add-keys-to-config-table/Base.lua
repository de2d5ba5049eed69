local defaults = {
  width = 80,
  height = 24,
  title = "untitled",
}

return defaults
