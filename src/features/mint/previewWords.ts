/**
 * How a mint write's preview names what it touches (`onchain/previewText.ts`): the bears by
 * number, the owner's settings by the collection's events; mints and withdrawals by transfers.
 */
import '@/features/onchain/previewMessages';
import type { HubChain } from '@/config/chains';
import { shortAddress } from '@/features/connection/format';
import { formatDateTime } from '@/features/onchain/format';
import type { PreviewWords } from '@/features/onchain/previewText';
import { formatList } from '@/i18n/format';
import { t, tCount } from '@/i18n/runtime';

export function mintPreviewWords(chain: HubChain, contract: `0x${string}`): PreviewWords {
  return {
    native: chain.nativeCurrency,
    collections: [
      {
        address: contract,
        items: (ids) =>
          tCount('preview.bears', ids.length, { ids: formatList(ids.map((id) => `#${id}`)) }),
      },
    ],
    events: {
      BearsMinted: () => null,
      Withdrawn: () => null,
      SaleActiveSet: ({ active }) =>
        t(active === 'true' ? 'preview.saleOpens' : 'preview.saleCloses'),
      AllowlistActiveSet: ({ active }) =>
        t(active === 'true' ? 'preview.allowlistOpens' : 'preview.allowlistCloses'),
      SaleStartSet: ({ startsAt = '0' }) =>
        startsAt === '0'
          ? t('preview.saleStartCleared')
          : t('preview.saleStartSet', { date: formatDateTime(Number(startsAt)) }),
      AllowlistRootSet: ({ root = '' }) =>
        t('preview.allowlistRootSet', { root: shortAddress(root) }),
    },
  };
}
