/** Loaded with the first mint: viem's event-log decoding, which the page's reads do not need. */
import { parseEventLogs } from 'viem';
import { bearNftAbi } from '@/contracts/generated/BearNft';
import { getChainClient } from '@/wallet/clients';
import { readBearTokens } from './mintReads';
import type { MintContractArgs } from './types';

/** The bears a mint transaction created (its BearsMinted event), with their images. */
export async function readMintedBears({
  chainId,
  contract,
  hash,
}: MintContractArgs & { hash: `0x${string}` }) {
  const receipt = await getChainClient(chainId).getTransactionReceipt({ hash });
  const events = parseEventLogs({
    abi: bearNftAbi,
    eventName: 'BearsMinted',
    logs: receipt.logs,
  }).filter((event) => event.address.toLowerCase() === contract.toLowerCase());
  const ids = events.flatMap((event) =>
    Array.from({ length: Number(event.args.quantity) }, (_, offset) =>
      (event.args.firstTokenId + BigInt(offset)).toString(),
    ),
  );
  return readBearTokens({ chainId, contract, ids });
}
