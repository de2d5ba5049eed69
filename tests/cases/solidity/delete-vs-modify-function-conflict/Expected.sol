// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Store {
    uint256 private value;

    function set(uint256 v) external {
        value = v;
    }
<<<<<<< left
||||||| base

    function legacySet(uint256 v) external {
        value = v;
    }
=======

    function legacySet(uint256 v) external {
        require(v < 1e18, "too large");
        value = v;
    }
>>>>>>> right
}
