module Util exposing (clamp, lerp, sign)


clamp : Float -> Float -> Float -> Float
clamp lo hi x =
    max lo (min hi x)


lerp : Float -> Float -> Float -> Float
lerp a b t =
    a + (b - a) * t


sign : Float -> Float
sign x =
    if x < 0 then
        -1

    else
        1
