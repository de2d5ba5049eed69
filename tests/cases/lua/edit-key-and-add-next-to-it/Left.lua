local theme = {
  background = "#1e1e1e",
  foreground = "#cccccc",
  cursor = "#aeafad",
}

return theme
