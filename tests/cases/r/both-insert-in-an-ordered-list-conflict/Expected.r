clean_sales <- function(df) {
  df <- df[!is.na(df$amount), ]
<<<<<<< left
  df <- df[df$amount > 0, ]
||||||| base
=======
  df$amount <- df$amount * df$rate
>>>>>>> right
  df$amount <- round(df$amount, 2)
  df
}
