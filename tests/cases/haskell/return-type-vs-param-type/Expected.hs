module Parse (parseAge) where

import Data.Text (Text, unpack)
import Text.Read (readMaybe)

parseAge :: Text -> Either String Int
parseAge s = maybe (Left "not a number") Right (readMaybe (unpack s))
