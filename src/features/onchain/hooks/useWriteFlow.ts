import { useAppSelector } from '@/app/hooks';
import { isBusyStage, type WriteFlow } from '@/features/transactions/flowSlice';

export interface WriteFlowView {
  /** The flow's state, or undefined before its first request. */
  flow: WriteFlow | undefined;
  /** Checking, waiting for the wallet or pending: a new request for this flow is ignored. */
  busy: boolean;
}

/** One write flow of the page (by the id its feature chose), and whether it is busy. */
export function useWriteFlow(flowId: string): WriteFlowView {
  const flow = useAppSelector((state) => state.writeFlows[flowId]);
  return { flow, busy: flow !== undefined && isBusyStage(flow.stage) };
}
