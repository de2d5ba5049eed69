module Config where

data Config = Config
  { name :: String
  , port :: Word16
  } deriving (Show)
