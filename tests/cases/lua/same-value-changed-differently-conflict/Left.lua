local M = {}

M.max_connections = 250

function M.connect(host)
  return socket.connect(host, M.port)
end

return M
