config <- list(
  input = "data/raw.csv",
  output = "data/clean.csv",
  verbose = FALSE,
  workers = 4
)

run_pipeline(config)
