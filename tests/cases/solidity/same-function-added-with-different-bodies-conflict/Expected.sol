// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Counter {
    uint256 public count;

    function increment() external {
        count += 1;
    }

<<<<<<< left
    function reset() external {
        count = 0;
    }
||||||| base
=======
    function reset() external {
        delete count;
        emit Reset(msg.sender);
    }
>>>>>>> right
}
