// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {IERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/IERC20Permit.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {EnumerableSet} from "@openzeppelin/contracts/utils/structs/EnumerableSet.sol";
import {SafeCast} from "@openzeppelin/contracts/utils/math/SafeCast.sol";
import {TwoStepOwnable} from "./TwoStepOwnable.sol";

/**
 * @title BearStaking
 * @notice Stake the project's token into positions with a lock tier and earn a fixed APR.
 *
 * Tiers (ids 0..4): flexible (no lock), 7, 15, 30 and 365 days. The owner sets each tier's APR
 * in basis points; a position keeps the APR it was opened with, so a later change only applies
 * to new positions.
 *
 * Rewards accrue linearly per position, from its start until the end of its reward term: the
 * lock duration for the locked tiers (nothing accrues after unlock), and
 * FLEXIBLE_REWARD_HORIZON (365 days) for the flexible tier, which has no lock to end the term.
 * The whole term's reward is reserved from the unreserved reward pool when the position opens,
 * and the stake is refused (RewardPoolTooSmall) when the pool cannot cover it. So the token
 * balance of this contract always covers all principal plus every reward still owed:
 *   balance >= totalDeposited + rewardsReserved
 *   rewardsFunded == rewardPool + rewardsReserved + rewardsPaid
 * Unstaking a flexible position before its term ends pays what accrued and returns the rest of
 * its reservation to the pool.
 *
 * Flexible positions are held at least FLEXIBLE_MIN_HOLD (one day) before they can be unstaked
 * (their `unlocksAt`), and together they may hold at most FLEXIBLE_POOL_SHARE_BPS (25 %) of the
 * rewards open to them: a flexible stake is refused (FlexibleRewardLimitReached) unless, after
 * it, flexibleRewardsReserved <= 25 % of (rewardPool + flexibleRewardsReserved). One holder's
 * open flexible positions may hold at most FLEXIBLE_HOLDER_SHARE_BPS (10 %) of that share
 * (FlexibleHolderLimitReached otherwise), so no holder alone can fill it and close the flexible
 * tier to everyone else: whatever one holder does, 90 % of the share stays open to the others. A flexible
 * stake reserves a year of reward but can leave after a day, so without the share one large
 * holder could reserve the whole pool for the price of a day's hold and make every later stake
 * revert, or front-run a large locked stake. A flexible stake moves reward from rewardPool to
 * flexibleRewardsReserved and leaves their sum unchanged, and claims and unstakes only lower
 * flexibleRewardsReserved, so whatever flexible stakers do, at least 75 % of
 * (rewardPool + flexibleRewardsReserved) stays free for the locked tiers. Reserving that part
 * takes locked stakes, whose principal stays in for the whole term the reward pays for. A
 * flexible position still accrues over its whole 365-day term, so every invariant above holds
 * unchanged. totalLocked counts the locked tiers only: a flexible position's hold is not a lock.
 *
 * APR guard: `stake` and `stakeWithPermit` take the lowest APR the staker agreed to (what the
 * page showed). If the tier's APR is lower when the transaction lands (an owner change mined
 * first), the stake reverts with AprChanged(current, minimum) and nothing is locked.
 *
 * totalLocked: principal whose lock has not ended, exact at any moment without a keeper. Within
 * one locked tier every position has the same lock duration and starts at block.timestamp, so
 * unlock times never decrease in stake order. Each locked tier keeps an append-only list of
 * (unlock time, cumulative principal staked into the tier); the locked amount of a tier is the
 * last cumulative value minus the cumulative value of the last entry that has unlocked, found by
 * binary search. A locked position cannot be unstaked before it unlocks, so unstakes never have
 * to touch the lists. Cost: a stake into a locked tier appends one entry (one new storage slot,
 * about 22k gas, the same whatever the time: merging entries of the same second would make the
 * gas of a stake depend on the block it lands in, and estimates taken a block earlier fall
 * short), and the view reads O(log n) slots per locked tier.
 *
 * The token is assumed to be a plain ERC-20 (no fee on transfer, no rebasing): BearToken.
 * Each holder may have at most MAX_OPEN_POSITIONS open positions, which bounds the gas of
 * claimAll and of the per-account views.
 *
 * Ownership moves in two steps and cannot be renounced (TwoStepOwnable): the owner only sets
 * the APR of new positions, and nothing the owner does can touch principal or reserved rewards.
 */
contract BearStaking is TwoStepOwnable, ReentrancyGuard {
    using SafeERC20 for IERC20;
    using EnumerableSet for EnumerableSet.UintSet;

    /// Storage layout packed into three slots.
    struct Position {
        address holder;
        uint8 tier;
        uint16 aprBps;
        uint64 startedAt;
        uint64 unlocksAt;
        uint128 claimed;
        bool closed;
        uint128 amount;
        /// The whole term's reward, reserved from the pool when the position opened.
        uint128 reward;
    }

    /// One stake into a locked tier: its unlock time and the tier's principal staked so far.
    struct UnlockPoint {
        uint48 unlocksAt;
        uint208 cumulativeAmount;
    }

    /// A position as the staking list shows it.
    struct PositionView {
        uint256 id;
        address holder;
        uint8 tier;
        uint16 aprBps;
        uint256 amount;
        uint64 startedAt;
        uint64 unlocksAt;
        /// Rewards stop accruing here (the unlock time for locked tiers).
        uint64 rewardEndsAt;
        uint256 reward;
        uint256 claimed;
        uint256 claimable;
        bool closed;
    }

    struct Tier {
        uint8 id;
        uint64 lockDuration;
        uint64 rewardDuration;
        uint16 aprBps;
    }

    struct Stats {
        uint256 totalDeposited;
        uint256 totalLocked;
        /// Funded and not yet promised to any position: what new stakes can reserve.
        uint256 rewardPool;
        /// Promised to open positions and not yet paid.
        uint256 rewardsReserved;
        uint256 rewardsFunded;
        uint256 rewardsPaid;
        uint256 openPositions;
    }

    /// Everything the staking page shows for one account, in one read.
    struct Dashboard {
        uint64 timestamp;
        address token;
        Stats stats;
        Tier[] tiers;
        PositionView[] positions;
        uint256 claimable;
        uint256 balance;
        uint256 allowance;
    }

    uint8 public constant TIER_COUNT = 5;
    uint8 public constant FLEXIBLE_TIER = 0;
    /// The reward term of the flexible tier, whose positions have no lock to end it.
    uint64 public constant FLEXIBLE_REWARD_HORIZON = 365 days;
    uint256 public constant YEAR = 365 days;
    uint256 public constant BPS_DENOMINATOR = 10_000;
    /// 500 %: keeps reward arithmetic far from overflow and guards against a mistyped APR.
    uint16 public constant MAX_APR_BPS = 50_000;
    uint256 public constant MAX_OPEN_POSITIONS = 100;
    /// How long a flexible position is held before it can be unstaked.
    uint64 public constant FLEXIBLE_MIN_HOLD = 1 days;
    /// The most open flexible positions may hold of rewardPool + flexibleRewardsReserved.
    uint16 public constant FLEXIBLE_POOL_SHARE_BPS = 2_500;
    /// The most one holder's open flexible positions may hold of that flexible share.
    uint16 public constant FLEXIBLE_HOLDER_SHARE_BPS = 1_000;

    IERC20 public immutable token;

    uint256 public nextPositionId = 1;
    uint256 public totalDeposited;
    uint256 public openPositions;
    uint256 public rewardPool;
    uint256 public rewardsReserved;
    uint256 public rewardsFunded;
    uint256 public rewardsPaid;
    /// Reserved for open flexible positions and not yet paid (a part of rewardsReserved).
    uint256 public flexibleRewardsReserved;
    /// The part of flexibleRewardsReserved held by each holder's open flexible positions.
    mapping(address holder => uint256) public flexibleRewardsReservedBy;

    uint16[TIER_COUNT] private _aprBps;
    mapping(uint256 id => Position) private _positions;
    mapping(address holder => EnumerableSet.UintSet) private _openPositionIds;
    /// Per locked tier, in stake order (unlock times never decrease). Index 0 (flexible) unused.
    UnlockPoint[][TIER_COUNT] private _unlockSchedule;

    event Staked(
        address indexed holder,
        uint256 indexed id,
        uint8 indexed tier,
        uint256 amount,
        uint16 aprBps,
        uint64 unlocksAt,
        uint256 reward
    );
    event RewardsClaimed(address indexed holder, uint256 indexed id, uint256 amount);
    event Unstaked(
        address indexed holder,
        uint256 indexed id,
        uint256 amount,
        uint256 rewardPaid,
        uint256 rewardReleased
    );
    event RewardsFunded(address indexed funder, uint256 amount);
    event TierAprSet(uint8 indexed tier, uint16 aprBps);

    error ZeroAmount();
    error UnknownTier(uint8 tier);
    error StillLocked(uint64 unlocksAt);
    error NotYourPosition(uint256 id);
    error PositionClosed(uint256 id);
    error RewardPoolTooSmall(uint256 available, uint256 needed);
    error TooManyPositions(uint256 max);
    error AprTooHigh(uint16 aprBps, uint16 max);
    error InvalidToken();
    /// The tier's APR is below the minimum the staker agreed to (it changed after they read it).
    error AprChanged(uint16 aprBps, uint16 minAprBps);
    /// Open flexible positions already hold their share of the pool; `available` is what is left.
    error FlexibleRewardLimitReached(uint256 available, uint256 needed);
    /// The holder's open flexible positions already hold their part of the flexible share.
    error FlexibleHolderLimitReached(uint256 available, uint256 needed);

    constructor(
        IERC20 token_,
        address initialOwner,
        uint16[TIER_COUNT] memory aprBps_
    ) Ownable(initialOwner) {
        if (address(token_) == address(0)) revert InvalidToken();
        token = token_;
        for (uint8 tier = 0; tier < TIER_COUNT; ++tier) {
            _setTierApr(tier, aprBps_[tier]);
        }
    }

    // ---- staking ------------------------------------------------------------------------------

    /**
     * Stakes `amount` into a new position of `tier`; the caller has approved this contract.
     * Reverts with AprChanged when the tier's APR is below `minAprBps`.
     */
    function stake(uint256 amount, uint8 tier, uint16 minAprBps) external nonReentrant returns (uint256 id) {
        return _stake(msg.sender, amount, tier, minAprBps);
    }

    /**
     * Stakes with an EIP-2612 permit instead of a prior approval. A permit that fails (e.g. one
     * already used by someone who saw it in the mempool) is ignored: the stake then goes ahead
     * if the allowance suffices anyway, and fails on the transfer otherwise.
     */
    function stakeWithPermit(
        uint256 amount,
        uint8 tier,
        uint16 minAprBps,
        uint256 deadline,
        uint8 v,
        bytes32 r,
        bytes32 s
    ) external nonReentrant returns (uint256 id) {
        try IERC20Permit(address(token)).permit(msg.sender, address(this), amount, deadline, v, r, s) {} catch {}
        return _stake(msg.sender, amount, tier, minAprBps);
    }

    /// Pays the rewards position `id` has accrued so far; returns the amount paid.
    function claim(uint256 id) external nonReentrant returns (uint256 paid) {
        Position storage stored = _openPositionOfCaller(id);
        paid = _claim(id, stored);
        if (paid > 0) token.safeTransfer(msg.sender, paid);
    }

    /// Pays the accrued rewards of every open position of the caller in one transfer.
    function claimAll() external nonReentrant returns (uint256 paid) {
        EnumerableSet.UintSet storage ids = _openPositionIds[msg.sender];
        uint256 count = ids.length();
        for (uint256 i = 0; i < count; ++i) {
            uint256 id = ids.at(i);
            paid += _claim(id, _positions[id]);
        }
        if (paid > 0) token.safeTransfer(msg.sender, paid);
    }

    /**
     * Closes position `id` once it has unlocked (at `unlocksAt` or later; flexible positions
     * after FLEXIBLE_MIN_HOLD) and pays its principal plus its unclaimed rewards.
     */
    function unstake(uint256 id) external nonReentrant returns (uint256 paid) {
        Position storage stored = _openPositionOfCaller(id);
        if (block.timestamp < stored.unlocksAt) revert StillLocked(stored.unlocksAt);

        uint256 rewardPaid = _claim(id, stored);
        // Only a flexible position closed before its term ends leaves part of its reservation.
        uint256 released = uint256(stored.reward) - stored.claimed;
        uint256 amount = stored.amount;

        stored.closed = true;
        _openPositionIds[msg.sender].remove(id);
        totalDeposited -= amount;
        openPositions -= 1;
        if (released > 0) {
            rewardsReserved -= released;
            rewardPool += released;
            if (stored.tier == FLEXIBLE_TIER) {
                flexibleRewardsReserved -= released;
                flexibleRewardsReservedBy[msg.sender] -= released;
            }
        }
        emit Unstaked(msg.sender, id, amount, rewardPaid, released);

        paid = amount + rewardPaid;
        token.safeTransfer(msg.sender, paid);
    }

    /// Adds `amount` to the reward pool (anyone may fund it); the caller has approved it.
    function fundRewards(uint256 amount) external nonReentrant {
        if (amount == 0) revert ZeroAmount();
        rewardPool += amount;
        rewardsFunded += amount;
        emit RewardsFunded(msg.sender, amount);
        token.safeTransferFrom(msg.sender, address(this), amount);
    }

    // ---- owner --------------------------------------------------------------------------------

    /// Sets the APR of `tier` for positions opened from now on.
    function setTierApr(uint8 tier, uint16 aprBps) external onlyOwner {
        _setTierApr(tier, aprBps);
    }

    // ---- views --------------------------------------------------------------------------------

    /// Principal whose lock has not ended at this block (see the contract notes for the method).
    function totalLocked() public view returns (uint256 locked) {
        for (uint8 tier = FLEXIBLE_TIER + 1; tier < TIER_COUNT; ++tier) {
            locked += _lockedIn(_unlockSchedule[tier]);
        }
    }

    function stats() public view returns (Stats memory) {
        return
            Stats({
                totalDeposited: totalDeposited,
                totalLocked: totalLocked(),
                rewardPool: rewardPool,
                rewardsReserved: rewardsReserved,
                rewardsFunded: rewardsFunded,
                rewardsPaid: rewardsPaid,
                openPositions: openPositions
            });
    }

    /// Every tier with its lock duration, reward term and current APR, by id.
    function tiers() public view returns (Tier[] memory table) {
        table = new Tier[](TIER_COUNT);
        for (uint8 tier = 0; tier < TIER_COUNT; ++tier) {
            table[tier] = Tier({
                id: tier,
                lockDuration: _lockDuration(tier),
                rewardDuration: _rewardDuration(tier),
                aprBps: _aprBps[tier]
            });
        }
    }

    /**
     * The most reward a new flexible stake can reserve now: FLEXIBLE_POOL_SHARE_BPS of
     * rewardPool + flexibleRewardsReserved, less what open flexible positions already hold.
     */
    function flexibleRewardAvailable() public view returns (uint256) {
        uint256 share = ((rewardPool + flexibleRewardsReserved) * FLEXIBLE_POOL_SHARE_BPS) / BPS_DENOMINATOR;
        return share > flexibleRewardsReserved ? share - flexibleRewardsReserved : 0;
    }

    /**
     * The most reward a new flexible stake of `holder` can reserve now: the smaller of
     * flexibleRewardAvailable() and what is left of the holder's part (FLEXIBLE_HOLDER_SHARE_BPS
     * of the flexible share) after its open flexible positions.
     */
    function flexibleRewardAvailableTo(address holder) external view returns (uint256) {
        uint256 available = flexibleRewardAvailable();
        uint256 holderAvailable = _flexibleHolderRoom(holder);
        return holderAvailable < available ? holderAvailable : available;
    }

    function tierApr(uint8 tier) external view returns (uint16) {
        _checkTier(tier);
        return _aprBps[tier];
    }

    /// One position, open or closed; a position id that was never issued has holder zero.
    function position(uint256 id) public view returns (PositionView memory) {
        Position storage stored = _positions[id];
        return
            PositionView({
                id: id,
                holder: stored.holder,
                tier: stored.tier,
                aprBps: stored.aprBps,
                amount: stored.amount,
                startedAt: stored.startedAt,
                unlocksAt: stored.unlocksAt,
                rewardEndsAt: stored.holder == address(0) ? 0 : _rewardEndsAt(stored),
                reward: stored.reward,
                claimed: stored.claimed,
                claimable: _claimable(stored),
                closed: stored.closed
            });
    }

    /// The open position ids of `holder` (order changes when a position closes).
    function positionIdsOf(address holder) external view returns (uint256[] memory) {
        return _openPositionIds[holder].values();
    }

    /// The staking list: every open position of `holder`, with what each can claim now.
    function positionsOf(address holder) public view returns (PositionView[] memory list) {
        EnumerableSet.UintSet storage ids = _openPositionIds[holder];
        uint256 count = ids.length();
        list = new PositionView[](count);
        for (uint256 i = 0; i < count; ++i) {
            list[i] = position(ids.at(i));
        }
    }

    function claimable(uint256 id) external view returns (uint256) {
        return _claimable(_positions[id]);
    }

    /// Total rewards `holder` could claim now over all open positions.
    function claimableOf(address holder) external view returns (uint256 total) {
        EnumerableSet.UintSet storage ids = _openPositionIds[holder];
        uint256 count = ids.length();
        for (uint256 i = 0; i < count; ++i) {
            total += _claimable(_positions[ids.at(i)]);
        }
    }

    /**
     * Stats, tiers, the account's open positions, its claimable total, token balance and
     * allowance to this contract, and the block time they hold at. The zero address gives the
     * public part with an empty list (for a visitor without a wallet).
     */
    function dashboard(address account) external view returns (Dashboard memory board) {
        board.timestamp = uint64(block.timestamp);
        board.token = address(token);
        board.stats = stats();
        board.tiers = tiers();
        board.positions = positionsOf(account);
        for (uint256 i = 0; i < board.positions.length; ++i) {
            board.claimable += board.positions[i].claimable;
        }
        board.balance = token.balanceOf(account);
        board.allowance = token.allowance(account, address(this));
    }

    // ---- internals ----------------------------------------------------------------------------

    function _stake(address holder, uint256 amount, uint8 tier, uint16 minAprBps) private returns (uint256 id) {
        if (amount == 0) revert ZeroAmount();
        _checkTier(tier);
        uint16 aprBps = _aprBps[tier];
        if (aprBps < minAprBps) revert AprChanged(aprBps, minAprBps);
        EnumerableSet.UintSet storage ids = _openPositionIds[holder];
        if (ids.length() >= MAX_OPEN_POSITIONS) revert TooManyPositions(MAX_OPEN_POSITIONS);

        uint128 amount128 = SafeCast.toUint128(amount);
        uint128 reward = SafeCast.toUint128(_accrual(amount, aprBps, _rewardDuration(tier)));
        if (reward > rewardPool) revert RewardPoolTooSmall(rewardPool, reward);
        if (tier == FLEXIBLE_TIER) {
            uint256 available = flexibleRewardAvailable();
            if (reward > available) revert FlexibleRewardLimitReached(available, reward);
            uint256 holderAvailable = _flexibleHolderRoom(holder);
            if (reward > holderAvailable) revert FlexibleHolderLimitReached(holderAvailable, reward);
            flexibleRewardsReserved += reward;
            flexibleRewardsReservedBy[holder] += reward;
        }

        uint64 startedAt = uint64(block.timestamp);
        uint64 unlocksAt = startedAt + (tier == FLEXIBLE_TIER ? FLEXIBLE_MIN_HOLD : _lockDuration(tier));
        id = nextPositionId++;
        _positions[id] = Position({
            holder: holder,
            tier: tier,
            aprBps: aprBps,
            startedAt: startedAt,
            unlocksAt: unlocksAt,
            claimed: 0,
            closed: false,
            amount: amount128,
            reward: reward
        });
        ids.add(id);
        totalDeposited += amount;
        openPositions += 1;
        rewardPool -= reward;
        rewardsReserved += reward;
        if (tier != FLEXIBLE_TIER) _appendUnlock(_unlockSchedule[tier], unlocksAt, amount);
        emit Staked(holder, id, tier, amount, aprBps, unlocksAt, reward);

        token.safeTransferFrom(holder, address(this), amount);
    }

    /// Appends a locked stake to its tier's schedule (see the contract notes).
    function _appendUnlock(UnlockPoint[] storage schedule, uint64 unlocksAt, uint256 amount) private {
        uint256 length = schedule.length;
        uint256 before = length == 0 ? 0 : schedule[length - 1].cumulativeAmount;
        schedule.push(
            UnlockPoint({
                unlocksAt: SafeCast.toUint48(unlocksAt),
                cumulativeAmount: SafeCast.toUint208(before + amount)
            })
        );
    }

    /// Books what position `id` can claim now as paid and returns it; the caller transfers.
    function _claim(uint256 id, Position storage stored) private returns (uint256 amount) {
        amount = _claimable(stored);
        if (amount == 0) return 0;
        stored.claimed += uint128(amount);
        rewardsReserved -= amount;
        rewardsPaid += amount;
        if (stored.tier == FLEXIBLE_TIER) {
            flexibleRewardsReserved -= amount;
            flexibleRewardsReservedBy[stored.holder] -= amount;
        }
        emit RewardsClaimed(stored.holder, id, amount);
    }

    function _openPositionOfCaller(uint256 id) private view returns (Position storage stored) {
        stored = _positions[id];
        if (stored.holder != msg.sender) revert NotYourPosition(id);
        if (stored.closed) revert PositionClosed(id);
    }

    /// Principal of `schedule` whose unlock time is still ahead of this block.
    function _lockedIn(UnlockPoint[] storage schedule) private view returns (uint256) {
        uint256 length = schedule.length;
        if (length == 0) return 0;
        // Count the entries already unlocked (unlocksAt <= now): they form a prefix.
        uint256 low = 0;
        uint256 high = length;
        while (low < high) {
            uint256 middle = (low + high) / 2;
            if (schedule[middle].unlocksAt <= block.timestamp) low = middle + 1;
            else high = middle;
        }
        uint256 unlocked = low == 0 ? 0 : schedule[low - 1].cumulativeAmount;
        return schedule[length - 1].cumulativeAmount - unlocked;
    }

    function _claimable(Position storage stored) private view returns (uint256) {
        if (stored.closed || stored.holder == address(0)) return 0;
        uint64 end = _rewardEndsAt(stored);
        uint256 until = block.timestamp < end ? block.timestamp : end;
        return _accrual(stored.amount, stored.aprBps, until - stored.startedAt) - stored.claimed;
    }

    /// Linear accrual, rounded down: at the end of the term it equals the reserved reward.
    function _accrual(
        uint256 amount,
        uint16 aprBps,
        uint256 duration
    ) private pure returns (uint256) {
        return (amount * aprBps * duration) / (BPS_DENOMINATOR * YEAR);
    }

    /// What is left of `holder`'s part of the flexible share after its open flexible positions.
    function _flexibleHolderRoom(address holder) private view returns (uint256) {
        uint256 share = ((rewardPool + flexibleRewardsReserved) * FLEXIBLE_POOL_SHARE_BPS) / BPS_DENOMINATOR;
        uint256 holderShare = (share * FLEXIBLE_HOLDER_SHARE_BPS) / BPS_DENOMINATOR;
        uint256 held = flexibleRewardsReservedBy[holder];
        return holderShare > held ? holderShare - held : 0;
    }

    function _rewardEndsAt(Position storage stored) private view returns (uint64) {
        return stored.startedAt + _rewardDuration(stored.tier);
    }

    function _setTierApr(uint8 tier, uint16 aprBps) private {
        _checkTier(tier);
        if (aprBps > MAX_APR_BPS) revert AprTooHigh(aprBps, MAX_APR_BPS);
        _aprBps[tier] = aprBps;
        emit TierAprSet(tier, aprBps);
    }

    function _checkTier(uint8 tier) private pure {
        if (tier >= TIER_COUNT) revert UnknownTier(tier);
    }

    function _lockDuration(uint8 tier) private pure returns (uint64) {
        if (tier == FLEXIBLE_TIER) return 0;
        if (tier == 1) return 7 days;
        if (tier == 2) return 15 days;
        if (tier == 3) return 30 days;
        return 365 days;
    }

    function _rewardDuration(uint8 tier) private pure returns (uint64) {
        return tier == FLEXIBLE_TIER ? FLEXIBLE_REWARD_HORIZON : _lockDuration(tier);
    }
}
