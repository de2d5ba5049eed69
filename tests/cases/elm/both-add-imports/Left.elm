module Main exposing (main)

import Browser
import Dict exposing (Dict)
import Html exposing (Html, text)


main : Html msg
main =
    text "hello"
