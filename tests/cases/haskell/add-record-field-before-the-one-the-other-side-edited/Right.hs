module Config where

data Config = Config
  { name :: String
  , host :: String
  , port :: Int
  } deriving (Show)
