module Geometry where

area :: Double -> Double
area r = pi * r * r

perimeter :: Double -> Double
perimeter r = 2 * pi * r
