/** Thunks that ask the connected wallet for something, and a viem wallet client over it. */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { WalletClient } from 'viem';
import type { RootState } from '@/app/store';
import { findChain } from '@/config/chains';
import {
  InvalidInputError,
  NotConnectedError,
  SignMessageError,
  toSerializedError,
  toWalletError,
  type SerializedWalletError,
} from './errors';
import { getActiveConnection, type ActiveConnection } from './providerRegistry';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
/** ERC-20 decimals fit a uint8. */
const ERC20_DECIMALS_MAX = 255;

/** As `personal_sign` expects it. */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return `0x${hex}`;
}

function requireConnection(state: RootState): { active: ActiveConnection; account: `0x${string}` } {
  const active = getActiveConnection();
  const { status, account } = state.connection;
  if (!active || status !== 'connected' || !account) throw new NotConnectedError();
  return { active, account };
}

type WalletThunkConfig = { state: RootState; rejectValue: SerializedWalletError };

/** `personal_sign` with the connected account; rejects with a serialized catalogue error. */
export const signMessage = createAsyncThunk<`0x${string}`, { message: string }, WalletThunkConfig>(
  'wallet/signMessage',
  async (input, { getState, rejectWithValue }) => {
    try {
      if (typeof input?.message !== 'string' || input.message === '') {
        throw new InvalidInputError('a message to sign is required.');
      }
      const { active, account } = requireConnection(getState());
      try {
        const signature = await active.provider.request({
          method: 'personal_sign',
          params: [utf8ToHex(input.message), account],
        });
        if (typeof signature !== 'string' || !signature.startsWith('0x')) {
          throw new SignMessageError();
        }
        return signature as `0x${string}`;
      } catch (error) {
        throw toWalletError(error, (cause) => new SignMessageError({ cause }));
      }
    } catch (error) {
      return rejectWithValue(toSerializedError(error, { report: true }));
    }
  },
);

interface WatchAssetInput {
  address: string;
  symbol: string;
  decimals: number;
  image?: string;
}

/** `wallet_watchAsset` of an ERC-20 token; resolves to whether the visitor accepted. */
export const watchAsset = createAsyncThunk<boolean, WatchAssetInput, WalletThunkConfig>(
  'wallet/watchAsset',
  async (input, { getState, rejectWithValue }) => {
    try {
      if (typeof input?.address !== 'string' || !ADDRESS_PATTERN.test(input.address)) {
        throw new InvalidInputError('a token address (0x followed by 40 hex digits) is required.');
      }
      if (typeof input.symbol !== 'string' || input.symbol.trim() === '') {
        throw new InvalidInputError('a token symbol is required.');
      }
      const { decimals } = input;
      if (!Number.isInteger(decimals) || decimals < 0 || decimals > ERC20_DECIMALS_MAX) {
        throw new InvalidInputError('token decimals must be a whole number from 0 to 255.');
      }
      const { active } = requireConnection(getState());
      const accepted = await active.provider.request({
        method: 'wallet_watchAsset',
        params: {
          type: 'ERC20',
          options: {
            address: input.address,
            symbol: input.symbol.trim(),
            decimals,
            ...(input.image ? { image: input.image } : {}),
          },
        },
      });
      return accepted === true;
    } catch (error) {
      return rejectWithValue(toSerializedError(error, { report: true }));
    }
  },
);

/** Never for the store (not serializable); viem's wallet code is `import()`ed, off the first view. */
export async function getActiveWalletClient(state: RootState): Promise<WalletClient> {
  const { active, account } = requireConnection(state);
  const chainId = state.connection.chain?.id;
  const chain = chainId === undefined ? undefined : findChain(chainId);
  const { createProviderWalletClient } = await import('./walletClient');
  return createProviderWalletClient(active.provider, account, chain);
}
