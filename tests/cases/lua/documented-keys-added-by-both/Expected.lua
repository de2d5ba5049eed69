return {
  -- Seconds before a request is abandoned.
  timeout = 30,
  -- Number of attempts per request.
  retries = 3,
  -- Send requests through this proxy when set.
  proxy = nil,
  -- Verify TLS certificates.
  verify = true,
}
