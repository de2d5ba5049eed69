config <- list(
  input = "data/raw.csv",
  output = "data/clean.csv",
<<<<<<< left
  verbose = FALSE,
  seed = 42
||||||| base
  verbose = FALSE
=======
  verbose = FALSE,
  workers = 4
>>>>>>> right
)

run_pipeline(config)
