module Parse (parseAge) where

import Text.Read (readMaybe)

parseAge :: String -> Either String Int
parseAge s = maybe (Left "not a number") Right (readMaybe s)
