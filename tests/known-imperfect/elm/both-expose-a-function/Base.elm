module Util exposing (clamp, lerp)


clamp : Float -> Float -> Float -> Float
clamp lo hi x =
    max lo (min hi x)


lerp : Float -> Float -> Float -> Float
lerp a b t =
    a + (b - a) * t
