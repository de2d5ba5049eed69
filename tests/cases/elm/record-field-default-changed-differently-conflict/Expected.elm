module Config exposing (Config, default)


type alias Config =
    { retries : Int
    , timeout : Float
    }


default : Config
default =
<<<<<<< left
    { retries = 5
||||||| base
    { retries = 3
=======
    { retries = 10
>>>>>>> right
    , timeout = 30
    }
