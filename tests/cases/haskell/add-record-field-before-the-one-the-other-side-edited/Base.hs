module Config where

data Config = Config
  { name :: String
  , port :: Int
  } deriving (Show)
