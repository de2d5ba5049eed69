local keymap = {
  save = "<C-s>",
  quit = "<C-q>",
  find = "<C-f>",
}

return keymap
