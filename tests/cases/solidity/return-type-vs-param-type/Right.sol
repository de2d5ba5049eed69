// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IOracle {
    function price(bytes32 asset) external view returns (uint256);
}
