library(dplyr)
library(ggplot2)
<<<<<<< left
library(tidyr)
||||||| base
=======
library(lubridate)
>>>>>>> right

sales <- read.csv("sales.csv")
sales |>
  group_by(region) |>
  summarise(total = sum(amount))
