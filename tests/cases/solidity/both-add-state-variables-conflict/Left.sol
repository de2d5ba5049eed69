// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Registry {
    address public owner;
    uint256 public fee;
    bool public paused;

    constructor() {
        owner = msg.sender;
    }
}
