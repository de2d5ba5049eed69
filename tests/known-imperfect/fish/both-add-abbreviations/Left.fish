# Abbreviations for interactive shells.
if status is-interactive
    abbr -a gco git checkout
    abbr -a gst git status
    abbr -a gp git push
end

set -gx EDITOR nvim
