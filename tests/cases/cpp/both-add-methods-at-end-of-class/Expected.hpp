#pragma once
#include <string>

class User {
public:
    explicit User(std::string name);

    const std::string& name() const;
    bool is_admin() const;
    void rename(std::string name);
    std::string display_name() const;
};
