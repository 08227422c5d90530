// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {ERC721Enumerable} from "@openzeppelin/contracts/token/ERC721/extensions/ERC721Enumerable.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";
import {BearArt} from "./BearArt.sol";
import {TwoStepOwnable} from "./TwoStepOwnable.sol";

/**
 * @title BearNft
 * @notice The Bear collection: an enumerable ERC-721 with a fixed maximum supply, a public sale
 * (price in the native coin, a per-wallet limit, a switch and an optional start time) and an
 * optional allowlist phase with its own price and limit. Metadata and images are generated on
 * chain from the token id.
 *
 * Token ids start at 1 and are assigned in mint order. Mints are counted per wallet in mappings,
 * not by balance, so transferring bears away never frees a wallet's allowance. The public and the
 * allowlist phase count separately: each has its own limit.
 *
 * Ownership moves in two steps and cannot be renounced (TwoStepOwnable): the owner alone
 * configures the sale, one setting per call, and withdraws the proceeds.
 */
contract BearNft is ERC721Enumerable, TwoStepOwnable, ReentrancyGuard {
    /// Everything a mint page shows about the collection, in one read.
    struct CollectionState {
        uint256 maxSupply;
        uint256 totalMinted;
        uint256 price;
        uint256 walletLimit;
        bool saleActive;
        uint64 saleStartsAt;
        bool allowlistActive;
        bytes32 allowlistRoot;
        uint256 allowlistPrice;
        uint256 allowlistWalletLimit;
    }

    /// What one account has done with the collection, in one read.
    struct AccountState {
        uint256 minted;
        uint256 allowlistMinted;
        uint256 balance;
    }

    /// The first token id; ids count up from here.
    uint256 public constant FIRST_TOKEN_ID = 1;

    /// Set once at deployment: the collection never grows beyond it.
    uint256 public maxSupply;
    uint256 public totalMinted;

    uint256 public price;
    uint256 public walletLimit;
    bool public saleActive;
    /// Unix time (seconds) before which the public sale refuses mints; 0 means no start time.
    uint64 public saleStartsAt;

    bool public allowlistActive;
    /// Root of a Merkle tree whose leaves are keccak256(bytes.concat(keccak256(abi.encode(account, allowance)))).
    bytes32 public allowlistRoot;
    uint256 public allowlistPrice;
    uint256 public allowlistWalletLimit;

    mapping(address account => uint256) public mintedBy;
    mapping(address account => uint256) public allowlistMintedBy;

    event BearsMinted(address indexed minter, uint256 indexed firstTokenId, uint256 quantity);
    // One event per setting: each owner's setter changes exactly one setting and says so.
    event PriceSet(uint256 price);
    event WalletLimitSet(uint256 walletLimit);
    event SaleActiveSet(bool active);
    event SaleStartSet(uint64 startsAt);
    event AllowlistRootSet(bytes32 root);
    event AllowlistActiveSet(bool active);
    event AllowlistPriceSet(uint256 price);
    event AllowlistWalletLimitSet(uint256 walletLimit);
    event Withdrawn(address indexed to, uint256 amount);

    error ZeroQuantity();
    error SaleNotActive();
    error SaleNotStarted(uint64 startsAt);
    error AllowlistNotActive();
    error InvalidProof();
    error SoldOut();
    error ExceedsRemainingSupply(uint256 remaining);
    error ExceedsWalletLimit(uint256 remaining);
    error WrongPayment(uint256 expected, uint256 sent);
    error InvalidMaxSupply();
    error InvalidRecipient();
    error WithdrawFailed();

    constructor(
        string memory name_,
        string memory symbol_,
        address initialOwner,
        uint256 maxSupply_,
        uint256 price_,
        uint256 walletLimit_,
        bool saleActive_,
        uint64 saleStartsAt_
    ) ERC721(name_, symbol_) Ownable(initialOwner) {
        if (maxSupply_ == 0) revert InvalidMaxSupply();
        maxSupply = maxSupply_;
        _setPrice(price_);
        _setWalletLimit(walletLimit_);
        _setSaleActive(saleActive_);
        _setSaleStart(saleStartsAt_);
    }

    // ---- minting ------------------------------------------------------------------------------

    /// Public sale: mints `quantity` bears to the caller for exactly `price * quantity`.
    function mint(uint256 quantity) external payable nonReentrant {
        if (quantity == 0) revert ZeroQuantity();
        if (!saleActive) revert SaleNotActive();
        if (block.timestamp < saleStartsAt) revert SaleNotStarted(saleStartsAt);
        _checkSupply(quantity);
        uint256 minted = mintedBy[msg.sender];
        _checkLimit(minted, quantity, walletLimit);
        _checkPayment(price, quantity);

        mintedBy[msg.sender] = minted + quantity;
        _mintBears(msg.sender, quantity);
    }

    /**
     * Allowlist phase: mints `quantity` bears to the caller, who proves with `proof` that the
     * tree holds the leaf (caller, `allowance`). The caller may mint up to the smaller of
     * `allowance` and `allowlistWalletLimit` in this phase, each at `allowlistPrice`.
     */
    function allowlistMint(
        uint256 quantity,
        uint256 allowance,
        bytes32[] calldata proof
    ) external payable nonReentrant {
        if (quantity == 0) revert ZeroQuantity();
        if (!allowlistActive) revert AllowlistNotActive();
        bytes32 leaf = keccak256(bytes.concat(keccak256(abi.encode(msg.sender, allowance))));
        if (!MerkleProof.verifyCalldata(proof, allowlistRoot, leaf)) revert InvalidProof();
        _checkSupply(quantity);
        uint256 minted = allowlistMintedBy[msg.sender];
        uint256 limit = allowance < allowlistWalletLimit ? allowance : allowlistWalletLimit;
        _checkLimit(minted, quantity, limit);
        _checkPayment(allowlistPrice, quantity);

        allowlistMintedBy[msg.sender] = minted + quantity;
        _mintBears(msg.sender, quantity);
    }

    // ---- owner --------------------------------------------------------------------------------
    //
    // One setter per setting, each changing only the setting it names. An owner's transaction may
    // wait (a Safe's owners sign later) and others may be mined before it: a setter that re-sent
    // values read earlier would undo whatever changed them in between (a start time queued after
    // "close the sale" would reopen it).

    function setPrice(uint256 price_) external onlyOwner {
        _setPrice(price_);
    }

    function setWalletLimit(uint256 walletLimit_) external onlyOwner {
        _setWalletLimit(walletLimit_);
    }

    /// The public sale's switch.
    function setSaleActive(bool active) external onlyOwner {
        _setSaleActive(active);
    }

    /// The public sale's start time (Unix seconds); 0 clears it.
    function setSaleStart(uint64 startsAt) external onlyOwner {
        _setSaleStart(startsAt);
    }

    function setAllowlistRoot(bytes32 root) external onlyOwner {
        allowlistRoot = root;
        emit AllowlistRootSet(root);
    }

    /// The allowlist phase's switch.
    function setAllowlistActive(bool active) external onlyOwner {
        allowlistActive = active;
        emit AllowlistActiveSet(active);
    }

    function setAllowlistPrice(uint256 price_) external onlyOwner {
        allowlistPrice = price_;
        emit AllowlistPriceSet(price_);
    }

    function setAllowlistWalletLimit(uint256 walletLimit_) external onlyOwner {
        allowlistWalletLimit = walletLimit_;
        emit AllowlistWalletLimitSet(walletLimit_);
    }

    /// Sends the whole balance to `to`; refuses when the transfer fails.
    function withdraw(address payable to) external onlyOwner nonReentrant {
        if (to == address(0)) revert InvalidRecipient();
        uint256 amount = address(this).balance;
        (bool sent, ) = to.call{value: amount}("");
        if (!sent) revert WithdrawFailed();
        emit Withdrawn(to, amount);
    }

    // ---- views --------------------------------------------------------------------------------

    function collectionState() external view returns (CollectionState memory) {
        return
            CollectionState({
                maxSupply: maxSupply,
                totalMinted: totalMinted,
                price: price,
                walletLimit: walletLimit,
                saleActive: saleActive,
                saleStartsAt: saleStartsAt,
                allowlistActive: allowlistActive,
                allowlistRoot: allowlistRoot,
                allowlistPrice: allowlistPrice,
                allowlistWalletLimit: allowlistWalletLimit
            });
    }

    function accountState(address account) external view returns (AccountState memory) {
        return
            AccountState({
                minted: mintedBy[account],
                allowlistMinted: allowlistMintedBy[account],
                balance: balanceOf(account)
            });
    }

    /// Every token id `owner` holds, in enumeration order.
    function tokensOfOwner(address owner) external view returns (uint256[] memory tokenIds) {
        uint256 count = balanceOf(owner);
        tokenIds = new uint256[](count);
        for (uint256 i = 0; i < count; ++i) {
            tokenIds[i] = tokenOfOwnerByIndex(owner, i);
        }
    }

    /// The bear as SVG, for pages that show it without decoding the metadata.
    function bearSvg(uint256 tokenId) external view returns (string memory) {
        _requireOwned(tokenId);
        return BearArt.svg(BearArt.traitsOf(tokenId));
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        return BearArt.tokenURI(tokenId);
    }

    // ---- internals ----------------------------------------------------------------------------

    function _setPrice(uint256 price_) private {
        price = price_;
        emit PriceSet(price_);
    }

    function _setWalletLimit(uint256 walletLimit_) private {
        walletLimit = walletLimit_;
        emit WalletLimitSet(walletLimit_);
    }

    function _setSaleActive(bool active) private {
        saleActive = active;
        emit SaleActiveSet(active);
    }

    function _setSaleStart(uint64 startsAt) private {
        saleStartsAt = startsAt;
        emit SaleStartSet(startsAt);
    }

    function _checkSupply(uint256 quantity) private view {
        uint256 remaining = maxSupply - totalMinted;
        if (remaining == 0) revert SoldOut();
        if (quantity > remaining) revert ExceedsRemainingSupply(remaining);
    }

    function _checkLimit(uint256 minted, uint256 quantity, uint256 limit) private pure {
        uint256 remaining = minted >= limit ? 0 : limit - minted;
        if (quantity > remaining) revert ExceedsWalletLimit(remaining);
    }

    function _checkPayment(uint256 unitPrice, uint256 quantity) private view {
        uint256 expected = unitPrice * quantity;
        if (msg.value != expected) revert WrongPayment(expected, msg.value);
    }

    /// Counters are already updated: the receiver hooks of `_safeMint` see the final state.
    function _mintBears(address to, uint256 quantity) private {
        uint256 firstTokenId = FIRST_TOKEN_ID + totalMinted;
        totalMinted += quantity;
        emit BearsMinted(to, firstTokenId, quantity);
        for (uint256 i = 0; i < quantity; ++i) {
            _safeMint(to, firstTokenId + i);
        }
    }
}
