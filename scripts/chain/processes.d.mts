/** Types of processes.mjs, for the TypeScript end-to-end setup. */
import type { ChildProcess } from 'node:child_process';

export declare function signalPid(pid: number, signal?: NodeJS.Signals | 0): boolean;
export declare function isAlive(pid: number): boolean;
export declare function stopPid(pid: number, options?: { graceMs?: number }): Promise<void>;
export declare function stopChild(
  child: ChildProcess,
  options?: { graceMs?: number },
): Promise<void>;
export declare function track<T extends ChildProcess>(child: T, name: string): T;
export declare function trackedProcesses(): { pid: number; name: string }[];
