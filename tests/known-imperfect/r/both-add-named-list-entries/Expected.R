config <- list(
  input = "data/raw.csv",
  output = "data/clean.csv",
  verbose = FALSE,
  seed = 42,
  workers = 4
)

run_pipeline(config)
