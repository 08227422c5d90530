import type { RootState } from '@/app/store';
import { createContractTargetSelector } from '@/features/onchain/target';

/** Where the mint page reads the collection and whether this connection can mint there. */
export const selectMintTarget = createContractTargetSelector('bearNft');

/** The connected account whatever its chain, or null (the mint page reads it on the mint chain). */
export const selectMintAccount = (state: RootState) =>
  state.connection.status === 'connected' ? state.connection.account : null;
