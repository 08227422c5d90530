import './messages';
import { localized, t } from '@/i18n/runtime';
import { bearCount as bears } from './format';

/** The mint page's own messages (its part of the error catalogue). */
export const MINT_MESSAGES = localized(
  {
    zeroQuantity: 'mintErrors.zeroQuantity',
    saleNotActive: 'mintErrors.saleNotActive',
    soldOut: 'mintErrors.soldOut',
    walletLimitReached: 'mintErrors.walletLimitReached',
    allowlistNotActive: 'mintErrors.allowlistNotActive',
    invalidProof: 'mintErrors.invalidProof',
    notOwner: 'mintErrors.notOwner',
    invalidRecipient: 'mintErrors.invalidRecipient',
    withdrawFailed: 'mintErrors.withdrawFailed',
    invalidRoot: 'mintErrors.invalidRoot',
    allowlistChecking: 'mintErrors.allowlistChecking',
    allowlistUnavailable: 'mintErrors.allowlistUnavailable',
    imagesFailed: 'mintErrors.imagesFailed',
    connectToMint: 'mintErrors.connectToMint',
    noContractAnywhere: 'mintErrors.noContractAnywhere',
  },
  {
    saleNotStarted: (opensAt: string) => t('mintErrors.saleNotStarted', { opensAt }),
    exceedsRemainingSupply: (remaining: bigint) =>
      t('mintErrors.exceedsRemainingSupply', { bears: bears(remaining) }),
    exceedsWalletLimit: (remaining: bigint) =>
      t('mintErrors.exceedsWalletLimit', { bears: bears(remaining) }),
    wrongPayment: (expected: string) => t('mintErrors.wrongPayment', { expected }),
    saleOpensIn: (countdown: string) => t('mintErrors.saleOpensIn', { countdown }),
    allowanceUsed: (allowance: bigint) =>
      t('mintErrors.allowanceUsed', { bears: bears(allowance) }),
    notEnoughForMint: (needed: string, fee: string, balance: string) =>
      t('mintErrors.notEnoughForMint', { needed, fee, balance }),
    readFailed: (chainName: string) => t('mintErrors.readFailed', { chainName }),
    noContractHere: (chainName: string, available: string) =>
      t('mintErrors.noContractHere', { chainName, available }),
  },
);
