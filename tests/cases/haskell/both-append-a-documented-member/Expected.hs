module Text.Slug (slugify) where

import Data.Char (isAlphaNum, toLower)

-- | Lower-case words joined by dashes.
slugify :: String -> String
slugify = joinDashes . words . map normalise

normalise :: Char -> Char
normalise c = if isAlphaNum c then toLower c else ' '

-- | Joins words with a dash between each two.
joinDashes :: [String] -> String
joinDashes = foldr1 (\a b -> a ++ "-" ++ b)

-- | Whether a string is already a slug.
isSlug :: String -> Bool
isSlug s = slugify s == s
