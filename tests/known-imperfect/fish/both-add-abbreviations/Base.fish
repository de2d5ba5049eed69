# Abbreviations for interactive shells.
if status is-interactive
    abbr -a gco git checkout
    abbr -a gst git status
end

set -gx EDITOR nvim
