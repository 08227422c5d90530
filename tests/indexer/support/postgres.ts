// A throw-away Postgres server (Debian's `postgresql` package) for the indexer's production
// path: initdb into a scratch directory, postgres on a free loopback port, no durability (the
// data is thrown away), stopped by its pid. Postgres refuses to run as root: as root, its
// commands run as the `postgres` user the package creates.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../../../scripts/chain/hub.mjs';
import { SCRATCH_DIR } from '../../../scripts/chain/indexer.mjs';
import { isAlive, signalPid } from '../../../scripts/chain/processes.mjs';

const POSTGRES_ROOT = '/usr/lib/postgresql';
const STOP_TIMEOUT_MS = 10_000;

export interface RunningPostgres {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

/** The newest installed server's bin directory, or an error that says how to install one. */
function postgresBin(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT)
        .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      `Postgres is not installed (no ${POSTGRES_ROOT}/<version>/bin/initdb): ` +
        'apt-get install postgresql (.ci/run does it on CI). The indexer’s Postgres test needs it.',
    );
  }
  return join(POSTGRES_ROOT, versions[0]!, 'bin');
}

/** Runs a Postgres command, as the `postgres` user when we are root; throws with its output. */
function run(command: string, args: string[], asUser: boolean): void {
  const [file, fileArgs] = asUser
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, fileArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal ?? result.error?.message}):\n` +
        `${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
}

/** The `postgres` user's uid and gid (the Debian package creates it). */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'Postgres refuses to run as root, and there is no `postgres` user to run it as.',
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startPostgres(): Promise<RunningPostgres> {
  const bin = postgresBin();
  const asUser = process.getuid?.() === 0;
  const dataDir = mkdtempSync(join(SCRATCH_DIR, 'bear-indexer-pg-'));
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    if (asUser) {
      const { uid, gid } = postgresUser();
      chownSync(dataDir, uid, gid);
    }
    run(
      join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'],
      asUser,
    );
    const port = await findFreePort();
    // Throw-away data: no fsync; connections for a writer and a reader of Ponder's pools.
    const options = [
      `-p ${port}`,
      `-k ${dataDir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    run(
      join(bin, 'pg_ctl'),
      ['-D', dataDir, '-l', join(dataDir, 'server.log'), '-w', '-o', options, 'start'],
      asUser,
    );
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    // pg_ctl detaches the server: stop it with this process if a test run ends abruptly.
    const stopNow = () => signalPid(pid, 'SIGINT');
    process.once('exit', stopNow);
    return {
      url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
      pid,
      async stop() {
        process.off('exit', stopNow);
        // SIGINT is Postgres's fast shutdown: clients are disconnected, the server exits.
        signalPid(pid, 'SIGINT');
        const deadline = Date.now() + STOP_TIMEOUT_MS;
        while (isAlive(pid) && Date.now() < deadline) await sleep(50);
        if (isAlive(pid)) signalPid(pid, 'SIGKILL');
        remove();
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
