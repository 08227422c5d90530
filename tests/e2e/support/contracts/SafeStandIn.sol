// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/**
 * @notice Test double of a Safe for the end-to-end Safe host (tests/e2e/support/safeHost.ts):
 * the host keeps the owners' confirmations off chain, as Safe{Wallet} does, and executes a
 * Safe transaction once it has enough of them by calling `execute` from the Safe's own address
 * (anvil impersonation): every call runs with the Safe as sender, all of them or none. Messages
 * the owners signed off chain are vouched for (ERC-1271) once the host records their signature.
 */
contract SafeStandIn {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    /// keccak256 of the owners' prepared signature of each message hash the Safe has signed.
    mapping(bytes32 => bytes32) public signedMessages;

    modifier onlySelf() {
        require(msg.sender == address(this), "only the Safe");
        _;
    }

    /// Runs `calls` in order as the Safe; any failure reverts them all with its reason.
    function execute(Call[] calldata calls) external payable onlySelf {
        for (uint256 i = 0; i < calls.length; i++) {
            (bool ok, bytes memory reason) = calls[i].to.call{value: calls[i].value}(calls[i].data);
            if (!ok) {
                assembly {
                    revert(add(reason, 32), mload(reason))
                }
            }
        }
    }

    function recordSignature(bytes32 hash, bytes32 signatureHash) external onlySelf {
        signedMessages[hash] = signatureHash;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return signature.length > 0 && signedMessages[hash] == keccak256(signature)
            ? bytes4(0x1626ba7e)
            : bytes4(0xffffffff);
    }

    /// A Safe takes NFTs sent with safeTransferFrom / _safeMint (its fallback handler answers).
    function onERC721Received(address, address, uint256, bytes calldata) external pure returns (bytes4) {
        return this.onERC721Received.selector;
    }

    receive() external payable {}
}
