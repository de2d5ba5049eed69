function mkcd --description 'Make a directory and enter it'
    mkdir -p $argv[1]
    and cd $argv[1]
end
<<<<<<< left
||||||| base

function extract --description 'Unpack an archive'
    switch $argv[1]
        case '*.tar.gz'
            tar xzf $argv[1]
        case '*.zip'
            unzip $argv[1]
    end
end
=======

function extract --description 'Unpack an archive'
    switch $argv[1]
        case '*.tar.gz'
            tar xzf $argv[1]
        case '*.tar.xz'
            tar xJf $argv[1]
        case '*.zip'
            unzip $argv[1]
    end
end
>>>>>>> right
