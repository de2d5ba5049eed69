module Main (main) where

main :: IO ()
main = do
  args <- getArgs
  config <- loadConfig args
  validate config
  run config
