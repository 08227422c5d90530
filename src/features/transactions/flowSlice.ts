import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Hash } from 'viem';

/**
 * simulating → confirming (wallet prompt) → pending → confirmed | failed; or refused (the
 * simulation reverted: nothing sent) or rejected (the visitor declined).
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

const writeFlowsSlice = createSlice({
  name: 'writeFlows',
  // Live write flows, one per intent, by a key the feature chooses; not persisted.
  initialState: {} as Record<string, WriteFlow>,
  reducers: {
    writeStageChanged(
      state,
      action: PayloadAction<
        { flowId: string } & Pick<WriteFlow, 'chainId' | 'stage'> &
          Partial<Pick<WriteFlow, 'hash' | 'message' | 'label'>>
      >,
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
export const isBusyStage = (stage: WriteStage): boolean =>
  stage === 'simulating' || stage === 'confirming' || stage === 'pending';
