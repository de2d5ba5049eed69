module Parse (parseAge) where

import Text.Read (readMaybe)

parseAge :: String -> Maybe Int
parseAge s = readMaybe s
