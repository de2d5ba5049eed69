-- Handlers run in this order; the first that returns true stops the chain.
local handlers = {
  check_auth,
  log_request,
  rate_limit,
  serve_static,
}

return handlers
