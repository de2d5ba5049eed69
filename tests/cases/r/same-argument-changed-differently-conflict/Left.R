fit_model <- function(data) {
  model <- glm(outcome ~ age + dose, data = data, family = binomial())
  summary(model)
}

results <- fit_model(trial)
ggsave("effects.png", width = 8, height = 4)
