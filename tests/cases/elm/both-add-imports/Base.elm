module Main exposing (main)

import Browser
import Html exposing (Html, text)


main : Html msg
main =
    text "hello"
