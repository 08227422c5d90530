import { createContractTargetSelector } from '@/features/onchain/target';

/** Where the mint page reads the collection and whether this connection can mint there. */
export const selectMintTarget = createContractTargetSelector('bearNft');
