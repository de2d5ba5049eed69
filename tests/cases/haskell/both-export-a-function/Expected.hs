module Text.Util
  ( capitalize
  , strip
  , wordsBy
  , indent
  ) where

import Data.Char (isSpace, toUpper)

capitalize :: String -> String
capitalize [] = []
capitalize (c : cs) = toUpper c : cs

strip :: String -> String
strip = reverse . dropWhile isSpace . reverse . dropWhile isSpace
