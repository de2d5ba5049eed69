// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Vault {
    mapping(address => uint256) public balances;

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    /// @notice The balance held for an account.
    function balanceOf(address account) external view returns (uint256) {
        return balances[account];
    }
}
