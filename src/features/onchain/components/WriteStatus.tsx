import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Spinner } from '@/components/ui/Spinner';
import { findChain } from '@/config/chains';
import { isBusyStage, type WriteStage } from '@/features/transactions/flowSlice';
import { useWriteFlow } from '../hooks/useWriteFlow';
import { localized } from '@/i18n/runtime';
import type { MessageKey } from '@/i18n/messages/en';
import { useT } from '@/i18n/useT';

/** The words of every write's stages, on every page. */
export const WRITE_STAGE_WORDS = localized({
  simulating: 'write.simulating',
  confirming: 'write.confirming',
  pending: 'write.pending',
  confirmed: 'write.confirmed',
}) satisfies Partial<Record<WriteStage, string>>;

export type WriteStageWords = { [Stage in keyof typeof WRITE_STAGE_WORDS]: string };

/**
 * A feature may name what its transaction does instead of "Transaction pending…" and
 * "Transaction confirmed." ("Minting…", "Minted!"); the other words stay the kit's.
 */
export function stageWords(
  naming: Partial<Pick<WriteStageWords, 'pending' | 'confirmed'>> = {},
): WriteStageWords {
  return {
    simulating: WRITE_STAGE_WORDS.simulating,
    confirming: WRITE_STAGE_WORDS.confirming,
    pending: naming.pending ?? WRITE_STAGE_WORDS.pending,
    confirmed: naming.confirmed ?? WRITE_STAGE_WORDS.confirmed,
  };
}

/** The words for `stage`, or undefined for the stages that show the flow's message instead. */
export function wordFor(words: WriteStageWords, stage: WriteStage): string | undefined {
  return Object.hasOwn(words, stage) ? words[stage as keyof WriteStageWords] : undefined;
}

/** The transaction's explorer page, or its hash where the chain has no explorer. */
export function TransactionLink({ chainId, hash }: { chainId: number; hash: `0x${string}` }) {
  const { t } = useT();
  const explorer = findChain(chainId)?.blockExplorers?.default;
  if (!explorer) {
    return (
      <span className="write-status__hash">
        {t('write.transaction')} <code dir="ltr">{hash}</code>
      </span>
    );
  }
  return (
    <ExternalLink href={`${explorer.url}/tx/${hash}`}>
      {t('account.viewOn', { explorer: explorer.name })}
    </ExternalLink>
  );
}

interface WriteStatusProps {
  flowId: string;
  /**
   * Names the flow in front of each stage ("Stake: Transaction pending…") where a page has
   * several; a step's own label (`WriteStep.label`) takes its place.
   */
  label?: string;
  words?: WriteStageWords;
  /** What a confirmed transaction produced (e.g. the minted bears), below the confirmation. */
  confirmedDetail?: (hash: `0x${string}`) => ReactNode;
}

/**
 * The live state of one write flow, the same on every page: progress (Checking, Confirm in your
 * wallet, pending with the transaction), the confirmation, or why nothing happened (refused,
 * rejected, failed) as an alert.
 */
export function WriteStatus({
  flowId,
  label,
  words = stageWords(),
  confirmedDetail,
}: WriteStatusProps) {
  const { t } = useT();
  const { flow } = useWriteFlow(flowId);
  // An empty live region waits in the page before the first stage: screen readers announce a
  // change inside a region they already know, not always one that arrives with its text.
  if (!flow) return <div className="write-status-live" role="status" />;
  // The current step's own name where the intent has several (approval, then stake).
  const name = flow.label ? t(flow.label as MessageKey) : label;
  const prefix = name ? t('write.labelled', { label: name }) : '';
  const { stage, hash, chainId } = flow;
  const text = wordFor(words, stage);
  if (text === undefined) {
    return (
      <div className="write-status write-status--error" role="alert">
        <p>
          {prefix}
          {flow.message}
        </p>
        {stage === 'failed' && hash && <TransactionLink chainId={chainId} hash={hash} />}
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
        {hash && <TransactionLink chainId={chainId} hash={hash} />}
      </p>
      {stage === 'confirmed' && hash && confirmedDetail?.(hash)}
    </div>
  );
}
