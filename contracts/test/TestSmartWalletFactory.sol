// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {TestSmartWallet} from "./TestSmartWallet.sol";

/**
 * @notice Test double: deploys TestSmartWallet with CREATE2, so a wallet's address is known before
 * it exists (a counterfactual wallet, whose signatures come wrapped as ERC-6492).
 */
contract TestSmartWalletFactory {
    event WalletDeployed(address indexed wallet, address indexed owner, bytes32 salt);

    function deploy(address owner, bytes32 salt) external returns (TestSmartWallet wallet) {
        wallet = new TestSmartWallet{salt: salt}(owner);
        emit WalletDeployed(address(wallet), owner, salt);
    }

    function walletAddress(address owner, bytes32 salt) external view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(TestSmartWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, codeHash)))));
    }
}
