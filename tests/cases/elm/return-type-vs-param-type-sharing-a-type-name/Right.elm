module Slug exposing (normalize)


normalize : Title -> String
normalize title =
    title
        |> String.trim
        |> String.toLower
        |> String.replace " " "-"
