import type { AppStartListening } from '@/app/listener';
import { transactionConfirmed } from '@/features/transactions/slice';
import { CHAIN_API_TAGS, chainApi } from '@/wallet/chainApi';
import { MINT_TAG } from './tags';

// The mint tag is added by `mintApi.ts` (`enhanceEndpoints`) on the same api object at run time.
type ChainApiTags = Parameters<typeof chainApi.util.invalidateTags>[0];

/** A confirmed transaction may have minted bears and spent coin: read the page and balance again. */
export function registerMintListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: transactionConfirmed,
    effect: (action, api) => {
      const { chainId, account } = action.payload;
      api.dispatch(
        chainApi.util.invalidateTags([
          MINT_TAG,
          { type: CHAIN_API_TAGS.balance, id: `${chainId}:${account}` },
        ] as ChainApiTags),
      );
    },
  });
}
