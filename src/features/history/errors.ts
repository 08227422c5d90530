/** The history parts' sentences for the indexer's failures, in the active locale when read. */
import './messages';
import { localized } from '@/i18n/runtime';
import type { IndexerErrorKind } from './indexerClient';

export const HISTORY_ERROR_MESSAGES = localized({
  unreachable: 'historyErrors.unreachable',
  failed: 'historyErrors.failed',
  refused: 'historyErrors.refused',
  badAnswer: 'historyErrors.badAnswer',
}) satisfies Record<IndexerErrorKind, string>;

/** The sentence for a failed indexer read (its serialized error, or anything else). */
export function indexerErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && Object.hasOwn(HISTORY_ERROR_MESSAGES, code)
    ? HISTORY_ERROR_MESSAGES[code as IndexerErrorKind]
    : HISTORY_ERROR_MESSAGES.badAnswer;
}
