local keymap = {
  save = "<C-s>",
  quit = "<C-q>",
<<<<<<< left
  find = "<C-f>",
||||||| base
=======
  find = "<leader>f",
>>>>>>> right
}

return keymap
