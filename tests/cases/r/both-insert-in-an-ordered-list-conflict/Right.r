clean_sales <- function(df) {
  df <- df[!is.na(df$amount), ]
  df$amount <- df$amount * df$rate
  df$amount <- round(df$amount, 2)
  df
}
