/**
 * Wallet actions for later features (sign-in, token pages, transactions): thunks that ask the
 * connected wallet for something, and the viem wallet client over the active provider.
 */
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { WalletClient } from 'viem';
import type { RootState } from '@/app/store';
import { findChain } from '@/config/chains';
import { RPC_ERROR_CODES, rpcErrorCode } from './eip1193';
import {
  InvalidInputError,
  NotConnectedError,
  SignMessageError,
  UserRejectedRequestError,
  toSerializedError,
  toWalletError,
  type SerializedWalletError,
} from './errors';
import { getActiveConnection, type ActiveConnection } from './providerRegistry';

const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
/** ERC-20 decimals fit a uint8. */
const ERC20_DECIMALS_MAX = 255;

/** UTF-8 text as `0x` hex, as `personal_sign` expects it. */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '';
  for (const byte of new TextEncoder().encode(text)) hex += byte.toString(16).padStart(2, '0');
  return `0x${hex}`;
}

/** The live connection and its account, or a not-connected error. */
function requireConnection(state: RootState): { active: ActiveConnection; account: `0x${string}` } {
  const active = getActiveConnection();
  const { status, account } = state.connection;
  if (!active || status !== 'connected' || !account) throw new NotConnectedError();
  return { active, account };
}

type WalletThunkConfig = { state: RootState; rejectValue: SerializedWalletError };

/**
 * Signs `message` with the connected account (`personal_sign`). Rejects with a serialized
 * catalogue error: invalid input, not connected, user rejection, or 'Error signing message,
 * please retry!'.
 */
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
        if (rpcErrorCode(error) === RPC_ERROR_CODES.userRejectedRequest) {
          throw new UserRejectedRequestError({ cause: error });
        }
        throw toWalletError(error, (cause) => new SignMessageError({ cause }));
      }
    } catch (error) {
      return rejectWithValue(toSerializedError(error, { report: true }));
    }
  },
);

/** EIP-747 token description for `wallet_watchAsset`. */
export interface WatchAssetInput {
  address: string;
  symbol: string;
  decimals: number;
  image?: string;
}

/**
 * Asks the wallet to track an ERC-20 token (`wallet_watchAsset`); resolves to whether the
 * visitor accepted.
 */
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
      if (
        !Number.isInteger(input.decimals) ||
        input.decimals < 0 ||
        input.decimals > ERC20_DECIMALS_MAX
      ) {
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
            decimals: input.decimals,
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

/**
 * A viem wallet client over the active provider, account and chain, for the listeners of later
 * features (never for the store: it is not serializable). viem's wallet code is `import()`ed
 * here so it stays out of the first view's JavaScript.
 */
export async function getActiveWalletClient(state: RootState): Promise<WalletClient> {
  const { active, account } = requireConnection(state);
  const chainId = state.connection.chain?.id;
  const chain = chainId === undefined ? undefined : findChain(chainId);
  const { createProviderWalletClient } = await import('./walletClient');
  return createProviderWalletClient(active.provider, account, chain);
}
