#include <cstdint>
#include <map>
#include <stdexcept>

namespace bank {

class Ledger {
public:
    /// Takes money out of an account.
    /// @param id     the account to debit
    /// @param cents  the amount to take, in cents
    /// @return       the balance left after the debit
    std::int64_t debit(int id, std::int64_t cents) {
        auto& balance = balances_[id];
        balance -= cents;
        return balance;
    }

    /// Puts money into an account.
    /// @param id     the account to credit
    /// @param cents  the amount to add, in cents
    void credit(int id, std::int64_t cents) { balances_[id] += cents; }

private:
    std::map<int, std::int64_t> balances_;
};

}  // namespace bank
