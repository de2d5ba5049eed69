#pragma once

#include <string>

namespace text {

std::string trim(const std::string& s);
std::string to_upper(const std::string& s);
bool starts_with(const std::string& s, const std::string& prefix);
std::string to_lower(const std::string& s);

}  // namespace text
