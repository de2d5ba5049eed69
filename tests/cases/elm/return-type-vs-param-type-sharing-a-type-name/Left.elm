module Slug exposing (normalize)


normalize : String -> Slug
normalize title =
    title
        |> String.trim
        |> String.toLower
        |> String.replace " " "-"
