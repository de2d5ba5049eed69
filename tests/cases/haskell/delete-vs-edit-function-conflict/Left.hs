module Geometry where

area :: Double -> Double
area r = pi * r * r
