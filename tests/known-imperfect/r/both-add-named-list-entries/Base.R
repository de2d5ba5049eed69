config <- list(
  input = "data/raw.csv",
  output = "data/clean.csv",
  verbose = FALSE
)

run_pipeline(config)
