import { useAppSelector } from '@/app/hooks';
import { isBusyStage, type WriteFlow } from '@/features/transactions/flowSlice';

/** One write flow of the page (undefined before its first request), and whether it is busy. */
export function useWriteFlow(flowId: string): { flow: WriteFlow | undefined; busy: boolean } {
  const flow = useAppSelector((state) => state.writeFlows[flowId]);
  return { flow, busy: flow !== undefined && isBusyStage(flow.stage) };
}
