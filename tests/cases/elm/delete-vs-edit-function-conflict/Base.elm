module Route exposing (toPath)


toPath : Route -> String
toPath route =
    case route of
        Home ->
            "/"

        Profile name ->
            "/u/" ++ name


legacyPath : Route -> String
legacyPath route =
    "#" ++ toPath route
