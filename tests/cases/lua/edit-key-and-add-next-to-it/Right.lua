local theme = {
  background = "#1e1e1e",
  foreground = "#d4d4d4",
  selection = "#264f78",
  cursor = "#aeafad",
}

return theme
