# Abbreviations for interactive shells.
if status is-interactive
    abbr -a gco git checkout
    abbr -a gst git status
<<<<<<< left
    abbr -a gp git push
||||||| base
=======
    abbr -a gl git log --oneline
>>>>>>> right
end

set -gx EDITOR nvim
