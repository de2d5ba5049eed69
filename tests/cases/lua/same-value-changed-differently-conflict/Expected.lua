local M = {}

<<<<<<< left
M.max_connections = 250
||||||| base
M.max_connections = 100
=======
M.max_connections = 500
>>>>>>> right

function M.connect(host)
  return socket.connect(host, M.port)
end

return M
