module Config exposing (Config, default)


type alias Config =
    { retries : Int
    , timeout : Float
    }


default : Config
default =
    { retries = 5
    , timeout = 30
    }
