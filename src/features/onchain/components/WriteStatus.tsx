import type { ReactNode } from 'react';
import { useAppSelector } from '@/app/hooks';
import { useClipboardCopy } from '@/hooks/useClipboardCopy';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Spinner } from '@/components/ui/Spinner';
import { findChain } from '@/config/chains';
import { SHORT_HASH_HEAD_CHARS, SHORT_HASH_TAIL_CHARS } from '@/config/constants';
import { isBusyStage, type WriteStage } from '@/features/transactions/flowSlice';
import { transactionsOf } from '@/features/transactions/slice';
import { useWriteFlow } from '../hooks/useWriteFlow';
import { localized } from '@/i18n/runtime';
import type { MessageKey } from '@/i18n/messages/en';
import { useT } from '@/i18n/useT';

const WRITE_STAGE_WORDS = localized({
  simulating: 'write.simulating',
  confirming: 'write.confirming',
  pending: 'write.pending',
  confirmed: 'write.confirmed',
}) satisfies Partial<Record<WriteStage, string>>;

type WriteStageWords = { [Stage in keyof typeof WRITE_STAGE_WORDS]: string };

/** The stages' words, a feature naming its own pending and confirmed ("Minting…", "Minted!"). */
export function stageWords(naming: Partial<Pick<WriteStageWords, 'pending' | 'confirmed'>> = {}) {
  return { ...WRITE_STAGE_WORDS, ...naming };
}

/** The words for `stage`, or undefined for the stages that show the flow's message instead. */
export function wordFor(words: WriteStageWords, stage: WriteStage): string | undefined {
  return Object.hasOwn(words, stage) ? words[stage as keyof WriteStageWords] : undefined;
}

/** 0x1234…abcd. */
export function shortHash(hash: string): string {
  return `${hash.slice(0, 2 + SHORT_HASH_HEAD_CHARS)}…${hash.slice(-SHORT_HASH_TAIL_CHARS)}`;
}

type Explorer = { name: string; url: string };

/** A short hash, linked to `explorer` if given, and a copy button saying "Copied!" (aloud too). */
export function ShortHash({ hash, explorer }: { hash: string; explorer?: Explorer }) {
  const { t } = useT();
  const { copied, copy } = useClipboardCopy(hash);
  const code = (
    <code dir="ltr" title={hash}>
      {shortHash(hash)}
    </code>
  );
  return (
    <span className="tx-hash">
      {explorer ? (
        <ExternalLink
          href={`${explorer.url}/tx/${hash}`}
          aria-label={t('write.transactionOn', { hash: shortHash(hash), explorer: explorer.name })}
        >
          {code}
        </ExternalLink>
      ) : (
        code
      )}
      <button
        type="button"
        className="tx-hash__copy"
        aria-label={t('write.copyHash')}
        title={t('write.copyHash')}
        onClick={copy}
      >
        {/* Two overlapping sheets, or a tick once copied (decorative: the button carries the name). */}
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          {copied ? (
            <path d="M2 7.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.8" />
          ) : (
            <g fill="none" stroke="currentColor">
              <rect x="4.5" y="4.5" width="8" height="8" rx="1.5" />
              <path d="M9.5 2.5V2a1 1 0 0 0-1-1H2a1 1 0 0 0-1 1v6.5a1 1 0 0 0 1 1h.5" />
            </g>
          )}
        </svg>
      </button>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t('common.copied') : ''}
      </span>
    </span>
  );
}

/** The transaction(s) of a write or an event, short, with explorer links where there is one. */
export function TransactionLink({
  chainId,
  hash,
  hashes = hash ? [hash] : [],
}: {
  chainId: number;
  hash?: `0x${string}`;
  /** Several transactions (a call bundle's), in their order. */
  hashes?: readonly `0x${string}`[];
}) {
  const { t } = useT();
  if (hashes.length === 0) return null;
  const explorer = findChain(chainId)?.blockExplorers?.default;
  return (
    <span className="write-status__hash">
      {explorer && hashes.length === 1 ? (
        <ExternalLink href={`${explorer.url}/tx/${hashes[0]}`}>
          {t('account.viewOn', { explorer: explorer.name })}
        </ExternalLink>
      ) : (
        t(explorer ? 'account.viewOn' : 'write.transaction', { explorer: explorer?.name ?? '' })
      )}{' '}
      {hashes.map((one) => (
        <ShortHash key={one} hash={one} explorer={hashes.length > 1 ? explorer : undefined} />
      ))}
    </span>
  );
}

/** The live state of one write flow: progress, the confirmation, or why nothing happened (an alert). */
export function WriteStatus({
  flowId,
  label,
  words = stageWords(),
  confirmedDetail,
}: {
  flowId: string;
  /** Names the flow before each stage ("Stake: …"); a step's own label takes its place. */
  label?: string;
  words?: WriteStageWords;
  /** What a confirmed transaction produced (e.g. the minted bears). */
  confirmedDetail?: (hash: `0x${string}`) => ReactNode;
}) {
  const { t } = useT();
  const { flow } = useWriteFlow(flowId);
  // The record the flow's hash is the key of (a bundle's lists its transactions once reported),
  // by reference: the selector's answer stays the same between renders.
  const record = useAppSelector((state) =>
    Object.values(state.transactions.byAccount)
      .map((byChain) => byChain[String(flow?.chainId ?? 0)]?.find((one) => one.hash === flow?.hash))
      .find(Boolean),
  );
  // An empty live region waits in the page before the first stage: screen readers announce a
  // change inside a region they already know, not always one that arrives with its text.
  if (!flow) return <div className="write-status-live" role="status" />;
  const name = flow.label ? t(flow.label as MessageKey) : label;
  const prefix = name ? t('write.labelled', { label: name }) : '';
  const { stage, hash, chainId } = flow;
  const text = wordFor(words, stage);
  const link = (
    <TransactionLink
      chainId={chainId}
      hashes={record?.callsId === undefined ? (hash ? [hash] : []) : transactionsOf(record)}
    />
  );
  if (text === undefined) {
    return (
      <div className="write-status write-status--error" role="alert">
        <p>
          {prefix}
          {flow.message}
        </p>
        {stage === 'failed' && hash && link}
      </div>
    );
  }
  return (
    <div className={`write-status write-status--${stage}`} role="status">
      <p>
        {isBusyStage(stage) && <Spinner />}
        <span>
          {prefix}
          {text}
        </span>{' '}
        {hash && link}
      </p>
      {/* After a previewed write: "As previewed." or what differed (the executor's comparison). */}
      {stage === 'confirmed' && flow.message && (
        <p className="write-status__compared">{flow.message}</p>
      )}
      {stage === 'confirmed' && hash && confirmedDetail?.(hash)}
    </div>
  );
}
