module Config where

data Config = Config
  { port :: Int
  , host :: String
  , tlsCert :: Maybe FilePath
  }
  deriving (Show)
