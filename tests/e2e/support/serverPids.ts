import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { stopPid } from '../../../scripts/chain/processes.mjs';

// The pids of the servers a Playwright global setup started, kept in a file: its global teardown
// stops them, and so does the next run's setup when a killed run never tore down. Both suites
// (tests/e2e, tests/e2e-siwe) keep theirs this way, each in its own file.

interface ServerPids {
  pids: number[];
}

/** Writes the record of the servers a global setup started. */
export function recordServerPids(file: string, pids: number[]): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ pids } satisfies ServerPids));
}

/** The pids of the record; none when there is no record. */
function readServerPids(file: string): number[] {
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as ServerPids).pids;
}

/** Stops, by pid, the servers of the record, then removes it (a global teardown). */
export async function stopRecordedServers(file: string): Promise<void> {
  await Promise.all(readServerPids(file).map((pid) => stopPid(pid)));
  rmSync(file, { force: true });
}

/**
 * Servers a run that ended without its teardown left (a killed runner): stopped by pid, but only
 * if the pid still runs a command that `commandPattern` matches (pids are reused).
 */
export async function stopLeftoverServers(file: string, commandPattern: RegExp): Promise<void> {
  for (const pid of readServerPids(file)) {
    let commandLine = '';
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      continue; // gone
    }
    if (commandPattern.test(commandLine)) await stopPid(pid);
  }
  rmSync(file, { force: true });
}
