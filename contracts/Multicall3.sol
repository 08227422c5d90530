// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/**
 * @title Multicall3
 * @notice Batches many calls into one: the interface of the Multicall3 deployed at
 * 0xcA11bde05977b3631167028862bE2a173976CA11 on most chains, so viem's `multicall` and its
 * batching can use it. The local chain has no such contract; the deploy script places this
 * contract's runtime code at that address. It holds no state and needs no constructor.
 */
contract Multicall3 {
    struct Call {
        address target;
        bytes callData;
    }

    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Call3Value {
        address target;
        bool allowFailure;
        uint256 value;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    /// A call that was not allowed to fail did fail (index in the batch).
    error CallFailed(uint256 index);
    /// The value sent differs from the sum of the values of the calls.
    error ValueMismatch(uint256 sent, uint256 expected);

    /// Every call must succeed; returns the block number and each call's return data.
    function aggregate(
        Call[] calldata calls
    ) public payable returns (uint256 blockNumber, bytes[] memory returnData) {
        blockNumber = block.number;
        returnData = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (!success) revert CallFailed(i);
            returnData[i] = data;
        }
    }

    /// Runs every call; refuses the batch on the first failure only when `requireSuccess`.
    function tryAggregate(
        bool requireSuccess,
        Call[] calldata calls
    ) public payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            if (requireSuccess && !success) revert CallFailed(i);
            returnData[i] = Result(success, data);
        }
    }

    /// {tryAggregate} plus the block it ran in.
    function tryBlockAndAggregate(
        bool requireSuccess,
        Call[] calldata calls
    )
        public
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        blockNumber = block.number;
        blockHash = blockhash(block.number);
        returnData = tryAggregate(requireSuccess, calls);
    }

    /// {tryBlockAndAggregate} where every call must succeed.
    function blockAndAggregate(
        Call[] calldata calls
    )
        external
        payable
        returns (uint256 blockNumber, bytes32 blockHash, Result[] memory returnData)
    {
        return tryBlockAndAggregate(true, calls);
    }

    /// Each call says whether it may fail; the batch is refused when one that may not fails.
    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; ++i) {
            Call3 calldata item = calls[i];
            (bool success, bytes memory data) = item.target.call(item.callData);
            if (!success && !item.allowFailure) revert CallFailed(i);
            returnData[i] = Result(success, data);
        }
    }

    /// {aggregate3} with a value per call; the value sent must equal their sum.
    function aggregate3Value(
        Call3Value[] calldata calls
    ) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        uint256 total = 0;
        for (uint256 i = 0; i < calls.length; ++i) {
            Call3Value calldata item = calls[i];
            total += item.value;
            (bool success, bytes memory data) = item.target.call{value: item.value}(item.callData);
            if (!success && !item.allowFailure) revert CallFailed(i);
            returnData[i] = Result(success, data);
        }
        if (msg.value != total) revert ValueMismatch(msg.value, total);
    }

    function getBlockHash(uint256 blockNumber) external view returns (bytes32 blockHash) {
        blockHash = blockhash(blockNumber);
    }

    function getBlockNumber() external view returns (uint256 blockNumber) {
        blockNumber = block.number;
    }

    function getCurrentBlockCoinbase() external view returns (address coinbase) {
        coinbase = block.coinbase;
    }

    /// Since the merge this is the beacon chain's randomness (PREVRANDAO).
    function getCurrentBlockDifficulty() external view returns (uint256 difficulty) {
        difficulty = block.prevrandao;
    }

    function getCurrentBlockGasLimit() external view returns (uint256 gaslimit) {
        gaslimit = block.gaslimit;
    }

    function getCurrentBlockTimestamp() external view returns (uint256 timestamp) {
        timestamp = block.timestamp;
    }

    function getEthBalance(address addr) external view returns (uint256 balance) {
        balance = addr.balance;
    }

    function getLastBlockHash() external view returns (bytes32 blockHash) {
        unchecked {
            blockHash = blockhash(block.number - 1);
        }
    }

    function getBasefee() external view returns (uint256 basefee) {
        basefee = block.basefee;
    }

    function getChainId() external view returns (uint256 chainid) {
        chainid = block.chainid;
    }
}
