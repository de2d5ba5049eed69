function gclone --description 'Clone and enter a repository'
    git clone $argv[1]
    and cd (basename $argv[1] .git)
end
