import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Hash } from 'viem';

/**
 * Stages of one contract write, as the page shows them:
 * simulating → confirming (wallet prompt) → pending (mined soon) → confirmed | failed;
 * or refused (the simulation reverted: nothing was sent) or rejected (the visitor declined).
 */
export type WriteStage =
  'simulating' | 'confirming' | 'pending' | 'confirmed' | 'failed' | 'refused' | 'rejected';

export interface WriteFlow {
  stage: WriteStage;
  chainId: number;
  hash: Hash | null;
  /** Readable reason for refused, rejected and failed. */
  message: string | null;
  /** Catalogue key of the current step's name, where the intent has several steps. */
  label: string | null;
}

/** Live write flows, one per intent, by a key the feature chooses; not persisted. */
export type WriteFlowsState = Record<string, WriteFlow>;

const initialState: WriteFlowsState = {};

const writeFlowsSlice = createSlice({
  name: 'writeFlows',
  initialState,
  reducers: {
    writeStageChanged(
      state,
      action: PayloadAction<{
        flowId: string;
        chainId: number;
        stage: WriteStage;
        hash?: Hash | null;
        message?: string | null;
        label?: string | null;
      }>,
    ) {
      const { flowId, chainId, stage } = action.payload;
      const previous = state[flowId];
      state[flowId] = {
        stage,
        chainId,
        hash: action.payload.hash ?? (stage === 'simulating' ? null : (previous?.hash ?? null)),
        message: action.payload.message ?? null,
        label: action.payload.label ?? null,
      };
    },
  },
});

export const { writeStageChanged } = writeFlowsSlice.actions;
export const writeFlowsReducer = writeFlowsSlice.reducer;

/** Stages during which a new request for the same flow is ignored (no double sends). */
const BUSY_STAGES: ReadonlySet<WriteStage> = new Set(['simulating', 'confirming', 'pending']);

export function isBusyStage(stage: WriteStage): boolean {
  return BUSY_STAGES.has(stage);
}
