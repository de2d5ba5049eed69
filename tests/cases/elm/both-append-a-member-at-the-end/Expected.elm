module Settings exposing (Settings, default)


type alias Settings =
    { theme : String
    , fontSize : Int
    , language : String
    , compact : Bool
    }


default : Settings
default =
    { theme = "light"
    , fontSize = 14
    }
