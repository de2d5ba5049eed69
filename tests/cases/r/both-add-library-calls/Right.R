library(dplyr)
library(ggplot2)
library(lubridate)

sales <- read.csv("sales.csv")
sales |>
  group_by(region) |>
  summarise(total = sum(amount))
