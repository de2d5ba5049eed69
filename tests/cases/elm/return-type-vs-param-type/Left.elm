module Price exposing (format)


format : Int -> Maybe String
format cents =
    String.fromInt (cents // 100) ++ "." ++ String.padLeft 2 '0' (String.fromInt (modBy 100 cents))
