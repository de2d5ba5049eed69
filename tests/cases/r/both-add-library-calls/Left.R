library(dplyr)
library(ggplot2)
library(tidyr)

sales <- read.csv("sales.csv")
sales |>
  group_by(region) |>
  summarise(total = sum(amount))
