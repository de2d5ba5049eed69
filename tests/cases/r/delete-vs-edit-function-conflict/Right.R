normalize <- function(x) {
  (x - mean(x)) / sd(x)
}

rescale <- function(x) {
  rng <- range(x, na.rm = TRUE)
  (x - rng[1]) / (rng[2] - rng[1])
}

scores$z <- normalize(scores$raw)
