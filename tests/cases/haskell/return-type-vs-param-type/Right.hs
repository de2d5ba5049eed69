module Parse (parseAge) where

import Data.Text (Text, unpack)
import Text.Read (readMaybe)

parseAge :: Text -> Maybe Int
parseAge s = readMaybe (unpack s)
