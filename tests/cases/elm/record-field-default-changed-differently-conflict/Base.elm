module Config exposing (Config, default)


type alias Config =
    { retries : Int
    , timeout : Float
    }


default : Config
default =
    { retries = 3
    , timeout = 30
    }
