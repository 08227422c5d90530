// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {BearArt} from "../BearArt.sol";

/// The bear art library behind an external function: the compile step reads a bear's picture
/// from it (through an eth_call with its code), so the site can ship it in its HTML.
contract BearArtPreview {
    function tokenURI(uint256 tokenId) external pure returns (string memory) {
        return BearArt.tokenURI(tokenId);
    }
}
