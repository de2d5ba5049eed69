// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Auction {
    uint256 public constant MIN_BID = 0.01 ether;
    uint256 public constant DURATION = 7 days;
}
