#include <map>
#include <string>

namespace http {

enum class Method { Get, Post, Put, Delete };

const std::map<std::string, Method>& methodTable()
{
    static const std::map<std::string, Method> table{{"GET", Method::Get}, {"POST", Method::Post}, {"PUT", Method::Put}};
    return table;
}

bool parseMethod(const std::string& text, Method& out)
{
    const auto& table = methodTable();
    auto it = table.find(text);
    if (it == table.end())
        return false;
    out = it->second;
    return true;
}

}  // namespace http
