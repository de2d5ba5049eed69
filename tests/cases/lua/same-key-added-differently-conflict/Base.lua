local keymap = {
  save = "<C-s>",
  quit = "<C-q>",
}

return keymap
