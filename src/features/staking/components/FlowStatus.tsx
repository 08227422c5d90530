import { useAppSelector } from '@/app/hooks';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { Spinner } from '@/components/ui/Spinner';
import { findChain } from '@/config/chains';
import { shortAddress } from '@/features/connection/format';
import type { WriteStage } from '@/features/transactions/flowSlice';

const STAGE_TEXT: Partial<Record<WriteStage, string>> = {
  simulating: 'Checking…',
  confirming: 'Confirm in your wallet…',
  pending: 'Transaction pending…',
  confirmed: 'Transaction confirmed.',
};

/** The live state of one write flow: progress, pending with its explorer link, or the reason. */
export function FlowStatus({ flowId, label }: { flowId: string; label: string }) {
  const flow = useAppSelector((state) => state.writeFlows[flowId]);
  if (!flow) return null;
  const text = STAGE_TEXT[flow.stage];
  if (!text) {
    return (
      <p className="flow-status flow-status--error" role="alert">
        {label}: {flow.message}
      </p>
    );
  }
  const explorer = findChain(flow.chainId)?.blockExplorers?.default;
  const busy = flow.stage === 'simulating' || flow.stage === 'confirming' || flow.stage === 'pending';
  return (
    <p className={`flow-status flow-status--${flow.stage}`} role="status">
      {busy && <Spinner />}
      <span>
        {label}: {text}
      </span>
      {flow.hash &&
        (explorer ? (
          <ExternalLink className="flow-status__link" href={`${explorer.url}/tx/${flow.hash}`}>
            View on {explorer.name}
          </ExternalLink>
        ) : (
          <code className="flow-status__hash" title={flow.hash}>
            {shortAddress(flow.hash)}
          </code>
        ))}
    </p>
  );
}
