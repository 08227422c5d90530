import type { Hex } from 'viem';
import { rpc } from '../../scripts/chain/anvil.mjs';
import { TRANSACTION_CHECK_INTERVAL_MS } from '../../src/config/constants';
import { bearStakingAbi } from '../../src/contracts/generated/BearStaking';
import { bearTokenAbi } from '../../src/contracts/generated/BearToken';
import { localDeployments } from '../../src/contracts/generated/deployments';
import { read } from './support/chainReads';
import { expect, test } from './support/fixtures';
import {
  FIRST_OWN_POSITION,
  amountInput,
  connectOnHome,
  openRecentTransactions,
  positionRow,
  staking,
} from './support/hubPage';
import { LONG } from './support/tags';
import { ANVIL_ACCOUNT_0, LOCAL_CHAIN_ID } from './support/testWallet';

// A stake sent as one EIP-5792 call bundle (approve + stake), confirmed, whose block a
// reorganisation removes: the write's status line and its Recent Transactions entry are pending
// again (never "confirmed" for a block that is gone), and confirmed once the chain mines the
// bundle's transactions again; the chain's balances say the same at each moment.

const { bearStaking: STAKING, bearToken: TOKEN } = localDeployments[LOCAL_CHAIN_ID];

test.use({ viewport: { width: 1440, height: 900 }, walletAtomicBatching: true });

/** A busy machine's margin for a check to land after its moment. */
const LATENESS_MS = 2_000;
/** Within this, a page that checks each new block sees that its bundle's block is gone. */
const REORG_NOTICED_MS = TRANSACTION_CHECK_INTERVAL_MS + LATENESS_MS;

const tokenBalance = (rpcUrl: string, owner: string) =>
  read<bigint>(rpcUrl, TOKEN, bearTokenAbi, 'balanceOf', [owner]);
const positionCount = async (rpcUrl: string) =>
  (
    await read<readonly bigint[]>(rpcUrl, STAKING, bearStakingAbi, 'positionIdsOf', [
      ANVIL_ACCOUNT_0,
    ])
  ).length;

test(
  'behavior: a stake bundle whose block a reorganisation removes is pending again, on the page and in Recent Transactions, then confirmed once mined again, the chain agreeing',
  { tag: LONG },
  async ({ page, wallet, rpcUrl }) => {
    test.setTimeout(60_000);
    const confirmed = staking(page).getByText('Stake: Transaction confirmed.');
    const pending = staking(page).getByText('Stake: Transaction pending…');
    const entry = async () =>
      (await openRecentTransactions(page))
        .getByRole('listitem')
        .filter({ hasText: 'Stake 42 BHT (Flexible)' });

    await connectOnHome(page);
    const balanceBefore = await tokenBalance(rpcUrl, ANVIL_ACCOUNT_0);
    const positionsBefore = await positionCount(rpcUrl);
    await amountInput(page).fill('42');
    await staking(page).getByRole('button', { name: 'Approve and stake in one step' }).click();
    await expect(confirmed).toBeVisible({ timeout: 15_000 });
    await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('42 BHT');
    expect(await tokenBalance(rpcUrl, ANVIL_ACCOUNT_0)).toBe(balanceBefore - 42n * 10n ** 18n);

    // The bundle's transactions, signed, to send them again after the reorganisation.
    const [bundle] = Object.values(await wallet.bundles());
    const hashes = bundle!.hashes as Hex[];
    expect(hashes).toHaveLength(2);
    const raws = await Promise.all(
      hashes.map((hash) => rpc(rpcUrl, 'eth_getRawTransactionByHash', [hash]) as Promise<Hex>),
    );
    const { blockNumber } = (await rpc(rpcUrl, 'eth_getTransactionReceipt', [hashes[0]])) as {
      blockNumber: Hex;
    };
    const latest = BigInt((await rpc(rpcUrl, 'eth_blockNumber')) as Hex);

    try {
      // The bundle's block goes (and any after it), its transactions with it (anvil_reorg leaves
      // them neither mined nor in the mempool); one more block moves the head.
      await rpc(rpcUrl, 'evm_setAutomine', [false]);
      const reorganisedAt = Date.now();
      await rpc(rpcUrl, 'anvil_reorg', [Number(latest - BigInt(blockNumber) + 1n), []]);
      await rpc(rpcUrl, 'evm_mine');
      expect(await tokenBalance(rpcUrl, ANVIL_ACCOUNT_0)).toBe(balanceBefore);
      expect(await positionCount(rpcUrl)).toBe(positionsBefore);

      await expect(pending).toBeVisible({ timeout: REORG_NOTICED_MS });
      console.log(`metric: reorg_bundle_noticed_ms ${Date.now() - reorganisedAt}`);
      await expect(confirmed).toHaveCount(0);
      await expect(await entry()).toContainText('Pending');
      await page.keyboard.press('Escape');

      // Mined again, in one block as before.
      for (const raw of raws) await rpc(rpcUrl, 'eth_sendRawTransaction', [raw]);
      await rpc(rpcUrl, 'evm_mine');
      const minedAt = Date.now();
      expect(await tokenBalance(rpcUrl, ANVIL_ACCOUNT_0)).toBe(balanceBefore - 42n * 10n ** 18n);
      expect(await positionCount(rpcUrl)).toBe(positionsBefore + 1);
      await expect(confirmed).toBeVisible({ timeout: REORG_NOTICED_MS });
      console.log(`metric: reorg_bundle_mined_again_confirmed_ms ${Date.now() - minedAt}`);
      await expect(pending).toHaveCount(0);
      await expect(await entry()).toContainText('Confirmed');
      await page.keyboard.press('Escape');
      await expect(positionRow(page, FIRST_OWN_POSITION)).toContainText('42 BHT');
    } finally {
      await rpc(rpcUrl, 'evm_setAutomine', [true]);
    }
  },
);
