# Abbreviations for interactive shells.
if status is-interactive
    abbr -a gco git checkout
    abbr -a gst git status
    abbr -a gp git push
    abbr -a gl git log --oneline
end

set -gx EDITOR nvim
