#include <string>
#include <unordered_map>
#include <optional>

enum class RegisterError { Taken, Invalid };

class Directory {
public:
    std::optional<RegisterError> registerUser(const std::string& email, const std::string& name) {
        std::string key = lowercase(email);
        byEmail_[key] = ++lastId_;
        names_[lastId_] = name;
        return std::nullopt;
    }

private:
    std::unordered_map<std::string, int> byEmail_;
    std::unordered_map<int, std::string> names_;
    int lastId_ = 0;
};
