config <- list(
  input = "data/raw.csv",
  output = "data/clean.csv",
  verbose = FALSE,
  seed = 42
)

run_pipeline(config)
