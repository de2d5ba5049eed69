module Slug exposing (normalize)


normalize : String -> String
normalize title =
    title
        |> String.trim
        |> String.toLower
        |> String.replace " " "-"
