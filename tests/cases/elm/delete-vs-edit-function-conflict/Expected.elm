module Route exposing (toPath)


toPath : Route -> String
toPath route =
    case route of
        Home ->
            "/"

        Profile name ->
            "/u/" ++ name

<<<<<<< left
||||||| base

legacyPath : Route -> String
legacyPath route =
    "#" ++ toPath route
=======

legacyPath : Route -> String
legacyPath route =
    "#!" ++ toPath route
>>>>>>> right
