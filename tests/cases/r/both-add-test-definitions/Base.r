library(testthat)

test_that("parse_date reads ISO dates", {
  expect_equal(parse_date("2024-03-01"), as.Date("2024-03-01"))
})

test_that("parse_date rejects garbage", {
  expect_error(parse_date("soon"))
})
