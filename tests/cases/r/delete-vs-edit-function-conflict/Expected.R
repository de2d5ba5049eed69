normalize <- function(x) {
  (x - mean(x)) / sd(x)
}

<<<<<<< left
||||||| base
rescale <- function(x) {
  (x - min(x)) / (max(x) - min(x))
}

=======
rescale <- function(x) {
  rng <- range(x, na.rm = TRUE)
  (x - rng[1]) / (rng[2] - rng[1])
}

>>>>>>> right
scores$z <- normalize(scores$raw)
