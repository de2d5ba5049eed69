module Geometry where

area :: Double -> Double
area r = pi * r * r

perimeter :: Double -> Double
perimeter r = tau * r
  where
    tau = 2 * pi
