import { test as base, expect, type FrameLocator } from '@playwright/test';
import { encodeFunctionData, type Hex } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { bearNftAbi } from '../../src/contracts/generated/BearNft';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { read } from './support/chainReads';
import { sendMined } from './support/chainWrites';
import { SAFE_ADDRESS, SAFE_HOST_LAUNCH_OPTIONS, SafeHost } from './support/safeHost';
import { workerServers } from './support/servers';
import { LONG } from './support/tags';
import { LOCAL_CHAIN_ID } from './support/testWallet';

// The collection owned by a 2-of-2 Safe (tests/e2e/support/safeHost.ts), its console opened as a
// Safe App: owner actions wait for the second owner, show as pending beside the setting they
// will change, and executed in the order they were queued never undo each other.

const { bearNft: BEAR } = localDeployments[LOCAL_CHAIN_ID];
const DAY_S = 24 * 60 * 60;
const TIME_ZONE = 'Europe/Paris';

interface Fixtures {
  rpcUrl: string;
  host: SafeHost;
}

const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
  baseURL: async ({}, use, testInfo) => use(workerServers(testInfo.parallelIndex).baseUrl),
  // eslint-disable-next-line no-empty-pattern -- as above
  rpcUrl: async ({}, use, testInfo) => use(workerServers(testInfo.parallelIndex).rpcUrl),
  host: async ({ context, page, rpcUrl, baseURL }, use) => {
    const snapshot = await rpc(rpcUrl, 'evm_snapshot');
    const host = new SafeHost(rpcUrl, baseURL!);
    await host.install(context, page);
    await use(host);
    expect(await rpc(rpcUrl, 'evm_revert', [snapshot])).toBe(true);
  },
});

test.use({
  viewport: { width: 1440, height: 900 },
  timezoneId: TIME_ZONE,
  launchOptions: SAFE_HOST_LAUNCH_OPTIONS,
});

interface CollectionState {
  saleActive: boolean;
  saleStartsAt: bigint;
}

const collectionState = (rpcUrl: string) =>
  read<CollectionState>(rpcUrl, BEAR, bearNftAbi, 'collectionState');

const setting = (hub: FrameLocator, name: string) =>
  hub
    .getByRole('main')
    .getByRole('region', { name: 'Owner’s console' })
    .getByRole('region', { name, exact: true });

test(
  'behavior: with a Safe as owner, “close the sale” then a start time queued after it show as pending beside their settings, and executed in order the sale stays closed',
  { tag: LONG },
  async ({ page, host, rpcUrl }) => {
    // The Safe becomes the collection's owner: named by dev account #0, accepted by the owners.
    await sendMined(
      rpcUrl,
      BEAR,
      encodeFunctionData({
        abi: bearNftAbi,
        functionName: 'transferOwnership',
        args: [SAFE_ADDRESS],
      }),
    );
    await host.executeAsOwners([
      { to: BEAR, data: encodeFunctionData({ abi: bearNftAbi, functionName: 'acceptOwnership' }) },
    ]);

    const hub = await host.open(page, '/mint');
    const sale = setting(hub, 'Public sale');
    const start = setting(hub, 'Start of the public sale');
    await expect(sale).toContainText('Public sale: on', { timeout: 15_000 });

    await sale.getByRole('button', { name: 'Close the public sale' }).click();
    await expect.poll(() => host.pending().length).toBe(1);
    const close = host.pending()[0]!.safeTxHash;
    await expect(sale.getByTestId('pending-actions')).toHaveText(
      'Pending: Close the public sale (awaiting signatures, 1 of 2)',
      { timeout: 15_000 },
    );
    // The page shows the chain as it is: the sale is still open until the Safe executes.
    await expect(sale).toContainText('Public sale: on');
    await expect(start.getByTestId('pending-actions')).toHaveCount(0);

    // A start time built on that read (sale open), queued second.
    await start.getByRole('radio', { name: 'At a date and time' }).check();
    const block = (await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as {
      timestamp: Hex;
    };
    const startsAt = Math.floor((Number(block.timestamp) + 2 * DAY_S) / 60) * 60;
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(startsAt * 1000))
        .map((part) => [part.type, part.value]),
    );
    await start
      .getByLabel('Date', { exact: true })
      .fill(`${parts.year}-${parts.month}-${parts.day}`);
    await start.getByLabel('Time', { exact: true }).fill(`${parts.hour}:${parts.minute}`);
    await start.getByRole('button', { name: 'Save the start time' }).click();
    await expect.poll(() => host.pending().length).toBe(2);
    const schedule = host.pending().find(({ safeTxHash }) => safeTxHash !== close)!.safeTxHash;
    await expect(start.getByTestId('pending-actions')).toHaveText(
      /^Pending: Start the public sale on .+ \(awaiting signatures, 1 of 2\)$/,
      { timeout: 15_000 },
    );

    // The second owner executes both, in the order they were queued.
    await host.confirmAndExecute(close);
    await host.confirmAndExecute(schedule);
    expect(await collectionState(rpcUrl)).toMatchObject({
      saleActive: false,
      saleStartsAt: BigInt(startsAt),
    });
    await expect(sale).toContainText('Public sale: off', { timeout: 20_000 });
    await expect(sale.getByTestId('pending-actions')).toHaveCount(0, { timeout: 20_000 });
    await expect(start.getByTestId('pending-actions')).toHaveCount(0, { timeout: 20_000 });
  },
);
