#include <string>
#include <vector>

namespace report {

struct Row {
    std::string name;
    double value;
};

std::string render(const std::vector<Row>& rows)
{
  std::string out;
  out.reserve(rows.size() * 32);
  for (const auto& row : rows) {
    out += row.name;
    out += " = ";
    out += std::to_string(row.value);
    out += '\n';
  }
  return out;
}

double total(const std::vector<Row>& rows)
{
    double sum = 0.0;
    for (const auto& row : rows)
        sum += row.value;
    return sum;
}

}  // namespace report
