fit_model <- function(data) {
  model <- glm(outcome ~ age + dose, data = data, family = binomial())
  summary(model)
}

results <- fit_model(trial)
<<<<<<< left
ggsave("effects.png", width = 8, height = 4)
||||||| base
ggsave("effects.png", width = 6, height = 4)
=======
ggsave("effects.png", width = 10, height = 4)
>>>>>>> right
