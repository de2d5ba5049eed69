module Main (main) where

main :: IO ()
main = do
  args <- getArgs
  config <- loadConfig args
<<<<<<< left
  validate config
||||||| base
=======
  printBanner
>>>>>>> right
  run config
