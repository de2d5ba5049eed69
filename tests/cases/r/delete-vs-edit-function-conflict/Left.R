normalize <- function(x) {
  (x - mean(x)) / sd(x)
}

scores$z <- normalize(scores$raw)
