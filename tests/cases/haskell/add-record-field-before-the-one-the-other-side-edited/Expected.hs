module Config where

data Config = Config
  { name :: String
  , host :: String
  , port :: Word16
  } deriving (Show)
