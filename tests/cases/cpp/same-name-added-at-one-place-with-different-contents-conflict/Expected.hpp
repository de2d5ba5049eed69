#pragma once

#include <string>

namespace text {

std::string trim(const std::string& s);
std::string to_upper(const std::string& s);
bool starts_with(const std::string& s, const std::string& prefix);
<<<<<<< left
constexpr int max_width = 80;
||||||| base
=======
constexpr int max_width = 120;
>>>>>>> right

}  // namespace text
