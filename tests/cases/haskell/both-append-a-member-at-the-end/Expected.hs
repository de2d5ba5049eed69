module Config where

data Config = Config
  { port :: Int
  , host :: String
  , logLevel :: Int
  , tlsCert :: Maybe FilePath
  }
  deriving (Show)
