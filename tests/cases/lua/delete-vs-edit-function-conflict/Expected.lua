local M = {}

function M.trim(s)
  return s:match("^%s*(.-)%s*$")
end

<<<<<<< left
||||||| base
function M.split(s, sep)
  local out = {}
  for part in s:gmatch("[^" .. sep .. "]+") do
    out[#out + 1] = part
  end
  return out
end

=======
function M.split(s, sep)
  sep = sep or ","
  local out = {}
  for part in s:gmatch("[^" .. sep .. "]+") do
    out[#out + 1] = part
  end
  return out
end

>>>>>>> right
return M
