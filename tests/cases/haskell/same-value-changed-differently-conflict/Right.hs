module Limits where

maxRetries :: Int
maxRetries = 8

backoff :: Int -> Int
backoff n = 100 * 2 ^ n
