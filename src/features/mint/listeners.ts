import type { AppStartListening } from '@/app/listener';
import { transactionConfirmed } from '@/features/transactions/slice';
import { CHAIN_API_TAGS } from '@/wallet/chainApi';
import { MINT_TAG, mintApi } from './mintApi';

/**
 * A confirmed transaction may have minted bears and spent native coin: the mint page's read and
 * the account's balance are read again at once instead of at the next poll.
 */
export function registerMintListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: transactionConfirmed,
    effect: (action, api) => {
      const { chainId, account } = action.payload;
      api.dispatch(
        mintApi.util.invalidateTags([
          MINT_TAG,
          { type: CHAIN_API_TAGS.balance, id: `${chainId}:${account}` },
        ]),
      );
    },
  });
}
