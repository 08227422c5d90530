// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";

interface IBearMint {
    function mint(uint256 quantity) external payable;
    function price() external view returns (uint256);
}

/**
 * @notice Test double: a malicious receiver that tries to mint again from inside the
 * `onERC721Received` hook of its own mint. With `swallow` it catches the refusal (so the outer
 * mint can finish and the test can read what the re-entry got); without it the refusal
 * propagates and fails the outer mint. It has no `receive`, so paying it fails.
 */
contract ReentrantMinter is IERC721Receiver {
    IBearMint public immutable target;
    bool public swallow;
    bool public reentered;
    bool public reentrySucceeded;
    bytes public reentryError;

    constructor(IBearMint target_) {
        target = target_;
    }

    function attack(uint256 quantity, bool swallow_) external payable {
        swallow = swallow_;
        target.mint{value: target.price() * quantity}(quantity);
    }

    function onERC721Received(address, address, uint256, bytes calldata) external returns (bytes4) {
        if (!reentered) {
            reentered = true;
            uint256 unitPrice = target.price();
            if (swallow) {
                try target.mint{value: unitPrice}(1) {
                    reentrySucceeded = true;
                } catch (bytes memory reason) {
                    reentryError = reason;
                }
            } else {
                target.mint{value: unitPrice}(1);
            }
        }
        return IERC721Receiver.onERC721Received.selector;
    }
}
