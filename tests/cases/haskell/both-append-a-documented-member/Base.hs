module Text.Slug (slugify) where

import Data.Char (isAlphaNum, toLower)

-- | Lower-case words joined by dashes.
slugify :: String -> String
slugify = joinDashes . words . map normalise

normalise :: Char -> Char
normalise c = if isAlphaNum c then toLower c else ' '
