clean_sales <- function(df) {
  df <- df[!is.na(df$amount), ]
  df <- df[df$amount > 0, ]
  df$amount <- round(df$amount, 2)
  df
}
