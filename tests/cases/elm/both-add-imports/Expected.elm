module Main exposing (main)

import Browser
import Dict exposing (Dict)
import Html exposing (Html, text)
import Json.Decode as Decode


main : Html msg
main =
    text "hello"
