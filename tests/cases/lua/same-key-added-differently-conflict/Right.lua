local keymap = {
  save = "<C-s>",
  quit = "<C-q>",
  find = "<leader>f",
}

return keymap
