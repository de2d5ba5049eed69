module Menu exposing (entries)


entries : List String
entries =
    [ "Home"
    , "Projects"
<<<<<<< left
    , "Blog"
||||||| base
=======
    , "Talks"
>>>>>>> right
    , "About"
    ]
