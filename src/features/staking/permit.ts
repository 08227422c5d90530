/** EIP-2612 permits for a stake: one signature instead of an approval transaction. */
import { parseSignature, type Address, type WalletClient } from 'viem';
import { CONTRACT_ABIS } from '@/features/onchain/contracts';
import { contractAddress } from '@/features/onchain/addresses';

/** From the latest block's time: long enough for a slow wallet, short if it leaks. */
const PERMIT_VALIDITY_S = 30n * 60n;

const PERMIT_TYPES = {
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

/** Asks the wallet to sign a permit of exactly `amount` for the staking contract. */
export async function signStakePermit(
  wallet: WalletClient,
  chainId: number,
  owner: Address,
  amount: bigint,
) {
  const { getChainClient } = await import('@/wallet/clients');
  const client = getChainClient(chainId);
  const token = { address: contractAddress('bearToken', chainId), abi: CONTRACT_ABIS.bearToken };
  const spender = contractAddress('bearStaking', chainId);
  const [[, name, version, domainChainId, verifyingContract], nonce, block] = await Promise.all([
    client.readContract({ ...token, functionName: 'eip712Domain' }),
    client.readContract({ ...token, functionName: 'nonces', args: [owner] }),
    client.getBlock(),
  ]);
  const deadline = block.timestamp + PERMIT_VALIDITY_S;
  const signature = await wallet.signTypedData({
    account: owner,
    domain: { name, version, chainId: Number(domainChainId), verifyingContract },
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message: { owner, spender, value: amount, nonce, deadline },
  });
  const { r, s, v, yParity } = parseSignature(signature);
  return { deadline, r, s, v: Number(v ?? BigInt(yParity + 27)) };
}

export type SignedPermit = Awaited<ReturnType<typeof signStakePermit>>;
