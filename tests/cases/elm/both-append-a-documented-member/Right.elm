module Format exposing (..)


{-| Formats a price in cents as euros.
-}
euros : Int -> String
euros cents =
    String.fromInt (cents // 100) ++ "," ++ String.padLeft 2 '0' (String.fromInt (modBy 100 cents)) ++ " €"


{-| Formats a count of items.
-}
items : Int -> String
items n =
    if n == 1 then
        "1 item"

    else
        String.fromInt n ++ " items"
