import '../../../../styles/components/_history.scss';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { memo } from 'react';
import type { HubChain } from '@/config/chains';
import { LATEST_MINTS_SHOWN } from '@/config/constants';
import { shortAddress } from '@/features/connection/format';
import { useGetBearTokensQuery } from '@/features/mint/mintApi';
import { TransactionLink } from '@/features/onchain/components/WriteStatus';
import { formatDateTime } from '@/features/onchain/format';
import { formatInteger } from '@/i18n/format';
import { useT } from '@/i18n/useT';
import { useGetCollectionHistoryQuery, useGetLatestMintsQuery } from '../historyApi';
import { HistoryCard, IndexerRead } from './HistoryCard';
import { IndexedHistory } from './IndexedHistory';
import { LineChart } from './LineChart';

interface CollectionHistoryProps {
  indexerUrl: string;
  chain: HubChain;
  contract: `0x${string}`;
  /** The block time of the page's latest read of the collection (the history catches up). */
  headTimeS: number | undefined;
}

/** /mint's history: bears minted over time, and the latest mints with their pictures. */
export function CollectionHistory(props: CollectionHistoryProps) {
  const { indexerUrl, chain, contract } = props;
  return (
    <IndexedHistory
      indexerUrl={indexerUrl}
      chainId={chain.id}
      headTimeS={props.headTimeS}
      className="history history--mint"
    >
      {(changes) => (
        <>
          <MintedOverTime
            indexerUrl={indexerUrl}
            until={changes.timestamp}
            version={changes.collection}
          />
          <LatestMints
            indexerUrl={indexerUrl}
            chain={chain}
            contract={contract}
            version={changes.collection}
          />
        </>
      )}
    </IndexedHistory>
  );
}

/** Each part re-renders with its own data only, not with the page's clock. */
const MintedOverTime = memo(function MintedOverTime(props: {
  indexerUrl: string;
  until: number;
  version: number | null;
}) {
  const { indexerUrl, until, version } = props;
  const { t } = useT();
  const history = useGetCollectionHistoryQuery({ baseUrl: indexerUrl, version });
  return (
    <HistoryCard
      title={t('history.collectionTitle')}
      className="history-card--wide collection-history"
    >
      <IndexerRead query={history}>
        {({ points }) => (
          <LineChart
            title={t('history.collectionTitle')}
            series={[{ name: t('history.totalMinted'), tone: 'primary', format: formatInteger }]}
            points={points}
            until={until}
            formatTick={(value) => formatInteger(Math.round(value))}
            formatTime={formatDateTime}
          />
        )}
      </IndexerRead>
    </HistoryCard>
  );
});

const LatestMints = memo(function LatestMints(
  props: Omit<CollectionHistoryProps, 'headTimeS'> & { version: number | null },
) {
  const { indexerUrl, chain, contract, version } = props;
  const { t } = useT();
  const mints = useGetLatestMintsQuery({ baseUrl: indexerUrl, count: LATEST_MINTS_SHOWN, version });
  const ids = mints.data?.map((bear) => bear.tokenId) ?? [];
  // The pictures are the contract's own (tokenURI), read from the chain like the page's others.
  const images = useGetBearTokensQuery(
    ids.length > 0 ? { chainId: chain.id, contract, ids } : skipToken,
  );
  const imageOf = new Map(images.data?.map((bear) => [bear.id, bear.image]));
  return (
    <HistoryCard title={t('history.latestMints')} className="history-card--wide">
      <IndexerRead query={mints}>
        {(bears) =>
          bears.length === 0 ? (
            <p className="history-card__note">{t('history.noMints')}</p>
          ) : (
            <ul className="latest-mints" aria-label={t('history.latestMints')}>
              {bears.map((bear) => (
                <li key={bear.tokenId} className="latest-mints__bear">
                  {imageOf.has(bear.tokenId) ? (
                    <img
                      className="latest-mints__image"
                      src={imageOf.get(bear.tokenId)}
                      alt={t('history.bearName', { id: bear.tokenId })}
                      width={96}
                      height={96}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="latest-mints__image skeleton" aria-hidden="true" />
                  )}
                  <span className="latest-mints__name">
                    {t('history.bearName', { id: bear.tokenId })}
                  </span>
                  <span className="latest-mints__when">
                    {t('history.mintedBy', {
                      account: shortAddress(bear.minter),
                      date: formatDateTime(bear.timestamp),
                    })}
                  </span>
                  <TransactionLink chainId={chain.id} hash={bear.transactionHash} />
                </li>
              ))}
            </ul>
          )
        }
      </IndexerRead>
    </HistoryCard>
  );
});
