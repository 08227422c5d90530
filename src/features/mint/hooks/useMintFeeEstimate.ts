import { skipToken } from '@reduxjs/toolkit/query/react';
import { MINT_GAS_BASE_UNITS, MINT_GAS_PER_BEAR_UNITS } from '@/config/constants';
import { useGetGasPriceQuery } from '../mintApi';

/**
 * The network fee a mint of `quantity` bears will cost about: the chain's gas price (read once
 * per chain, not polled) times the mint's gas (a base plus a part per bear). Null until the
 * price is known, or when it cannot be read (the check then covers the price alone).
 */
export function useMintFeeEstimate(chainId: number | undefined, quantity: number): bigint | null {
  const gasPrice = useGetGasPriceQuery(chainId === undefined ? skipToken : { chainId });
  if (gasPrice.data === undefined) return null;
  return BigInt(gasPrice.data) * (MINT_GAS_BASE_UNITS + MINT_GAS_PER_BEAR_UNITS * BigInt(quantity));
}
