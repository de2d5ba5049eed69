function gclone --description 'Clone and enter a repository'
    git clone $argv[1]
    and cd (basename $argv[1] .git)
end

function groot --description 'Go to the repository root'
    cd (git rev-parse --show-toplevel)
end
