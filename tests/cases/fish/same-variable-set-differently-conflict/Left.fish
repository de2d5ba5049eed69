set -gx EDITOR nvim
set -gx PAGER bat
set -g fish_greeting ""

function ll
    ls -lh $argv
end
