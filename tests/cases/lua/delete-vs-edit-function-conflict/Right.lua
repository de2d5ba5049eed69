local M = {}

function M.trim(s)
  return s:match("^%s*(.-)%s*$")
end

function M.split(s, sep)
  sep = sep or ","
  local out = {}
  for part in s:gmatch("[^" .. sep .. "]+") do
    out[#out + 1] = part
  end
  return out
end

return M
