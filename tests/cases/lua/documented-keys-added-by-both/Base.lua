return {
  -- Seconds before a request is abandoned.
  timeout = 30,
  -- Number of attempts per request.
  retries = 3,
}
