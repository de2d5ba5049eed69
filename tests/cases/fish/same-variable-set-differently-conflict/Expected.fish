set -gx EDITOR nvim
<<<<<<< left
set -gx PAGER bat
||||||| base
set -gx PAGER less
=======
set -gx PAGER "less -R"
>>>>>>> right
set -g fish_greeting ""

function ll
    ls -lh $argv
end
