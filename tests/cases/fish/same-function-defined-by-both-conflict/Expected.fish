function gclone --description 'Clone and enter a repository'
    git clone $argv[1]
    and cd (basename $argv[1] .git)
end
<<<<<<< left

function groot --description 'Go to the repository root'
    cd (git rev-parse --show-toplevel)
end
||||||| base
=======

function groot --description 'Go to the superproject or repository root'
    set -l super (git rev-parse --show-superproject-working-tree)
    cd (test -n "$super"; and echo $super; or git rev-parse --show-toplevel)
end
>>>>>>> right
