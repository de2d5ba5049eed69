module Format exposing (..)


{-| Formats a price in cents as euros.
-}
euros : Int -> String
euros cents =
    String.fromInt (cents // 100) ++ "," ++ String.padLeft 2 '0' (String.fromInt (modBy 100 cents)) ++ " €"


{-| Formats a ratio as a whole percentage.
-}
percent : Float -> String
percent ratio =
    String.fromInt (round (ratio * 100)) ++ " %"
