set -gx EDITOR nvim
set -gx PAGER "less -R"
set -g fish_greeting ""

function ll
    ls -lh $argv
end
