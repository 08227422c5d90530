/** Types of faults.mjs, for the topology's fault test. */
import type { TopologyState } from '../topology.mjs';

export type FaultName = 'reader' | 'nginx-reload' | 'redis' | 'postgres' | 'writer';
export declare const FAULTS: FaultName[];
export declare const DEFAULT_FAULT_VISITORS: number;
/** The hub origin the simulated tabs and sign-ins send (the topology must allow it). */
export declare const HUB_ORIGIN: string;

export interface ReadFigures {
  requests: number;
  statuses: {
    '2xx': number;
    304: number;
    429: number;
    '4xx': number;
    '5xx': number;
    network: number;
  };
  /** Failed answers by `<status or error> <error code>`. */
  failures: Record<string, number>;
  /** The longest time in which no tab got a 200 or 304. */
  longestGapMs: number;
  /** The longest time one tab went without a 200 or 304 (a tab reads once per block). */
  worstTabGapMs: number;
  slowestMs: number;
  /** Requests sent again on a new connection (a kept-alive one closed before any answer). */
  resent: number;
  /** Answers nginx served from its cache because the readers could not answer. */
  stale: number;
  /** Refusals (status ≥ 400) not in the `{ error: { code, message } }` shape. */
  errorsWithoutShape: number;
}

export interface TableComparison {
  rows: number;
  logs: number;
  missing: number;
  extra: number;
  duplicates: number;
}

export interface RowsComparison {
  indexedBlock: number;
  tables: Record<string, TableComparison>;
  pool: { block: number; matchesStats: boolean } | undefined;
  ok: boolean;
}

export interface FaultFigures {
  fault: FaultName;
  what: string;
  visitors: number;
  seconds: number;
  /** The whole run: before, during and after the fault. */
  reads: ReadFigures;
  /** From the fault to the recovery. */
  duringFault: ReadFigures;
  /** /changes telling a tab an older indexed block than it was told before. */
  rewinds: { count: number; maxBlocks: number; ms: number };
  restartedMs: number;
  /** From the fault until the topology is whole again. */
  recoveryMs: number;
  signIns: {
    requests: number;
    network: number;
    resent: number;
    started: number;
    completed: number;
    clearFailures: number;
    unclearFailures: number;
    /** Clear failures by `<step> <status> <code>`. */
    codes: Record<string, number>;
    unclear: string[];
  };
  chain: { sent: number; refused: number; succeeded: number; reverted: number };
  /** The 1-minute load average at the start and the end. */
  load1m: [number, number];
  /** The load generator's event-loop delay over the run (its own lateness, not the topology's). */
  generatorDelayMs: { p99: number; max: number };
  /** Redis: whether a session opened before the restart still answers /me. */
  sessionKept?: boolean;
  /** Postgres: a read no cache holds, sent while it is down. */
  whileDown?: { status: number; code?: string; retryAfter?: string; ms: number };
  rows?: RowsComparison;
}

export declare function compareRowsWithChain(state: TopologyState): Promise<RowsComparison>;
export declare function prepareFaultActors(state: TopologyState): Promise<unknown>;
export declare function runFault(options: {
  dir: string;
  fault: FaultName;
  actors: unknown;
  visitors?: number;
  log?: (line: string) => void;
}): Promise<FaultFigures>;
export declare function formatFigures(figures: FaultFigures): string;
