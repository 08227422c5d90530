// Faults under load, on a running production topology (scripts/topology.mjs): for each fault,
// simulated tabs replay the hub's reads through nginx (bench:launch's tabs, 24 of them), two
// sign-in loops run, and stakes and mints land in every block, while one piece fails and comes
// back (scripts/bench/faults.mjs, which `npm run bench:faults` runs too). Each test asserts what
// the tabs and the sign-ins saw, and that the indexer's rows still match the chain's logs. Every
// wait is for a state (a tab served, a process ready, the indexer caught up), bounded.
// topology.test.ts registers them on its topology (one start of the topology for both).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compareRowsWithChain,
  formatFigures,
  prepareFaultActors,
  runFault,
  type FaultFigures,
  type FaultName,
} from '../../../scripts/bench/faults.mjs';
import { READER_STATEMENT_TIMEOUT_MS, type TopologyState } from '../../../scripts/topology.mjs';

/**
 * Registers the faults' tests. `running` gives the topology's folder and state once it runs
 * (after the caller's beforeAll); it must allow the tabs' hub origin (faults.mjs HUB_ORIGIN).
 */
export function describeFaultsUnderLoad(running: () => { dir: string; topology: TopologyState }) {
  describe('under load, one fault at a time', () => {
    let actors: Awaited<ReturnType<typeof prepareFaultActors>>;

    beforeAll(async () => {
      actors = await prepareFaultActors(running().topology);
    }, 120_000);

    async function fault(name: FaultName): Promise<FaultFigures> {
      const figures = await runFault({ dir: running().dir, fault: name, actors });
      // The figures in the test's output: what a run on this machine saw.
      console.log(formatFigures(figures));
      return figures;
    }

    /** A tab reads once per block. */
    const blockMs = () => running().topology.blockTimeS * 1000;

    /**
     * Every read answered 200 or 304 (a request sent again on a new connection, as a browser
     * does when its kept-alive connection closed before any answer, counts once).
     */
    function expectEveryReadServed(figures: FaultFigures) {
      const { statuses, failures } = figures.reads;
      expect([statuses['4xx'], statuses['5xx'], statuses.network, failures]).toEqual([0, 0, 0, {}]);
      expect(statuses['2xx'] + statuses[304]).toBe(figures.reads.requests);
      // The reads never stop: some tab is served within every two blocks (a few hundred
      // milliseconds here), but for the time the load generator itself was held up (on a
      // crowded machine its event loop may wait a second for a core).
      expect(figures.reads.longestGapMs).toBeLessThan(2 * blockMs() + figures.generatorDelayMs.max);
    }

    it('behavior: a reader killed and restarted: nginx routes around it, no read fails', async () => {
      const figures = await fault('reader');
      expectEveryReadServed(figures);
      expect(figures.signIns.completed).toBe(figures.signIns.started);
    }, 180_000);

    it('behavior: nginx reloaded with the same configuration: no request fails', async () => {
      const figures = await fault('nginx-reload');
      expectEveryReadServed(figures);
      expect(figures.signIns).toMatchObject({ clearFailures: 0, unclearFailures: 0, network: 0 });
      expect(figures.signIns.completed).toBe(figures.signIns.started);
    }, 180_000);

    it('behavior: Redis restarted: a sign-in completes or fails in the error shape, sessions are kept, reads go on', async () => {
      const figures = await fault('redis');
      expectEveryReadServed(figures);
      const { signIns } = figures;
      expect([signIns.unclearFailures, signIns.unclear]).toEqual([0, []]);
      expect(signIns.completed + signIns.clearFailures).toBe(signIns.started);
      // A sign-in caught by the restart is refused 503 store_unavailable, at whichever step.
      for (const what of Object.keys(signIns.codes)) {
        expect(what).toMatch(/^(nonce|verify) 503 store_unavailable$/);
      }
      expect(figures.sessionKept).toBe(true);
    }, 180_000);

    it('behavior: Postgres restarted: reads never hang, a read no cache holds is 503 in the error shape, the writer catches up and every row matches the chain', async () => {
      const figures = await fault('postgres');
      // While it is down: the shared error shape, Retry-After, at once.
      expect(figures.whileDown).toMatchObject({
        status: 503,
        code: 'unavailable',
        retryAfter: '1',
      });
      expect(figures.whileDown!.ms).toBeLessThan(READER_STATEMENT_TIMEOUT_MS);
      // The tabs: served (from the readers, or nginx's cache), or refused 503 in the shape.
      const { statuses, failures } = figures.reads;
      expect([statuses['4xx'], statuses.network, figures.reads.errorsWithoutShape]).toEqual([
        0, 0, 0,
      ]);
      for (const what of Object.keys(failures)) expect(what).toBe('503 unavailable');
      expect(figures.reads.slowestMs).toBeLessThan(READER_STATEMENT_TIMEOUT_MS);
      expect(figures.signIns.completed).toBe(figures.signIns.started);
      expect(figures.rows).toMatchObject({ ok: true, pool: { matchesStats: true } });
      expect(figures.chain.succeeded).toBe(figures.chain.sent);
    }, 180_000);

    it('behavior: the writer SIGKILLed while events land resumes: no row twice, none missing, and it catches up', async () => {
      const figures = await fault('writer');
      expectEveryReadServed(figures);
      expect(figures.chain.sent).toBeGreaterThan(0);
      expect(figures.chain.succeeded).toBe(figures.chain.sent);
      expect(figures.rows!.ok).toBe(true);
      // What the load landed is there: every stake and mint event has its one row.
      expect(figures.rows!.tables.stake!.rows).toBeGreaterThan(0);
      expect(figures.rows!.tables.mint!.rows).toBeGreaterThan(0);
      // And with the writer indexing on, they still do.
      expect((await compareRowsWithChain(running().topology)).ok).toBe(true);
    }, 240_000);
  });
}
