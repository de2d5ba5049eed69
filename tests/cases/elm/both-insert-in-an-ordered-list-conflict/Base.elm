module Menu exposing (entries)


entries : List String
entries =
    [ "Home"
    , "Projects"
    , "About"
    ]
