local theme = {
  background = "#1e1e1e",
  foreground = "#cccccc",
  selection = "#264f78",
  cursor = "#aeafad",
}

return theme
