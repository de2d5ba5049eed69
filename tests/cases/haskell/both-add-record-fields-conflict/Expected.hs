module Config where

data Config = Config
  { port :: Int
  , host :: String
<<<<<<< left
  , logLevel :: Int
||||||| base
=======
  , tlsCert :: Maybe FilePath
>>>>>>> right
  }
  deriving (Show)
