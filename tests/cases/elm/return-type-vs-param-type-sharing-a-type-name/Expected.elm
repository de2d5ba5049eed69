module Slug exposing (normalize)


normalize : Title -> Slug
normalize title =
    title
        |> String.trim
        |> String.toLower
        |> String.replace " " "-"
