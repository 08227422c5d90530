// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/**
 * @title BearToken
 * @notice The project's token: a fixed-supply ERC-20 with EIP-2612 permits, so a holder can
 * approve by signature and stake in one transaction. Name, symbol and the whole supply are set
 * at deployment; the supply goes to `recipient` and nothing can mint more later.
 */
contract BearToken is ERC20, ERC20Permit {
    error InvalidRecipient();

    constructor(
        string memory name_,
        string memory symbol_,
        uint256 supply,
        address recipient
    ) ERC20(name_, symbol_) ERC20Permit(name_) {
        if (recipient == address(0)) revert InvalidRecipient();
        _mint(recipient, supply);
    }
}
