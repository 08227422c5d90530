// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";

interface IStakingEntry {
    function claimAll() external returns (uint256);
}

/**
 * @notice Test double: a token with a transfer hook. Once armed, the next payout from `target`
 * calls back into `target.claimAll()` from inside the transfer and records how that ended, so a
 * test can show the staking contract's reentrancy guard refuses it.
 */
contract ReentrantToken is ERC20 {
    IStakingEntry public target;
    bool public armed;
    bool public reentered;
    bool public reentrySucceeded;
    bytes public reentryError;

    constructor(uint256 supply) ERC20("Reentrant", "RE") {
        _mint(msg.sender, supply);
    }

    function arm(IStakingEntry target_) external {
        target = target_;
        armed = true;
    }

    function _update(address from, address to, uint256 value) internal override {
        super._update(from, to, value);
        if (armed && from == address(target)) {
            armed = false;
            reentered = true;
            try target.claimAll() {
                reentrySucceeded = true;
            } catch (bytes memory reason) {
                reentryError = reason;
            }
        }
    }
}
