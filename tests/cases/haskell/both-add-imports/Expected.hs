module Report (render) where

import Data.List (sortOn)
import Data.Maybe (fromMaybe)
import qualified Data.Map.Strict as Map
import Text.Printf (printf)

render :: Map.Map String Int -> String
render = unlines . map line . sortOn snd . Map.toList
  where
    line (k, v) = k ++ ": " ++ show v
