normalize <- function(x) {
  (x - mean(x)) / sd(x)
}

rescale <- function(x) {
  (x - min(x)) / (max(x) - min(x))
}

scores$z <- normalize(scores$raw)
