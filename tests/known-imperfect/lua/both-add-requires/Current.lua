local json = require("cjson")
local http = require("resty.http")
<<<<<<< left
local log = require("log")
||||||| base
=======
local cache = require("cache")
>>>>>>> right

local function fetch(url)
  local client = http.new()
  local res = client:request_uri(url)
  return json.decode(res.body)
end

return fetch
