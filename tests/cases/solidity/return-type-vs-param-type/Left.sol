// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IOracle {
    function price(address asset) external view returns (int256);
}
