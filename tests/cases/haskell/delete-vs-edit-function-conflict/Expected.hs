module Geometry where

area :: Double -> Double
area r = pi * r * r
<<<<<<< left
||||||| base

perimeter :: Double -> Double
perimeter r = 2 * pi * r
=======

perimeter :: Double -> Double
perimeter r = tau * r
  where
    tau = 2 * pi
>>>>>>> right
