module Limits where

maxRetries :: Int
<<<<<<< left
maxRetries = 5
||||||| base
maxRetries = 3
=======
maxRetries = 8
>>>>>>> right

backoff :: Int -> Int
backoff n = 100 * 2 ^ n
