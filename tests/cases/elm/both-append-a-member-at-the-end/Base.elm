module Settings exposing (Settings, default)


type alias Settings =
    { theme : String
    , fontSize : Int
    }


default : Settings
default =
    { theme = "light"
    , fontSize = 14
    }
