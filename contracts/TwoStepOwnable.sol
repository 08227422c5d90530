// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Ownable2Step} from "@openzeppelin/contracts/access/Ownable2Step.sol";

/**
 * @title TwoStepOwnable
 * @notice Ownership that can only move to an account that proves it can act, and never to no one.
 *
 * A transfer (`transferOwnership`) only names a pending owner; the old owner keeps every right
 * until the pending owner calls `acceptOwnership` from its own wallet (a Safe through its
 * transaction builder). A mistyped address therefore never takes over: the owner names the
 * right one, or the zero address to cancel. `renounceOwnership` is refused for everyone: an owner
 * without a key would lock the mint proceeds and the staking APRs for good.
 */
abstract contract TwoStepOwnable is Ownable2Step {
    /// Ownership cannot be given up; transfer it (two steps) instead.
    error OwnershipCannotBeRenounced();

    function renounceOwnership() public pure override {
        revert OwnershipCannotBeRenounced();
    }
}
