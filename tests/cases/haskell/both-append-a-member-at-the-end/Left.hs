module Config where

data Config = Config
  { port :: Int
  , host :: String
  , logLevel :: Int
  }
  deriving (Show)
