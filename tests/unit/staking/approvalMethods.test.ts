import { afterEach, describe, expect, it } from 'vitest';
import { approvalMethodFor, availableApprovalMethods } from '@/features/staking/intents';
import { readAccountIsContract } from '@/wallet/walletBatching';
import { resetProviderRegistry, setActiveConnection } from '@/wallet/providerRegistry';
import { FakeProvider } from '../../support/fakeProvider';

const ACCOUNT = '0x5afe5afE5afE5afE5afE5aFe5aFe5Afe5Afe5AfE';

/** A connected wallet answering `eth_getCode` with `code`. */
function walletWithCode(code: string | Error) {
  const provider = new FakeProvider().respond('eth_getCode', () => {
    if (code instanceof Error) throw code;
    return code;
  });
  setActiveConnection({ connectorId: 'safe', provider, rdns: null, name: 'Safe' });
  return provider;
}

afterEach(() => resetProviderRegistry());

describe('approval methods by wallet and account', () => {
  it.each([
    [false, false, ['permit', 'approve'], 'permit'],
    [true, false, ['batch', 'permit', 'approve'], 'batch'],
    // A Safe: atomic batching, a contract account: one step, never a permit.
    [true, true, ['batch', 'approve'], 'batch'],
    // A contract account without batching: the classic approval.
    [false, true, ['approve'], 'approve'],
  ] as const)(
    'behavior: batching %s, contract account %s → offered %j, default %s',
    (batching, contract, offered, fallback) => {
      const abilities = { batching, contractAccount: contract };
      expect(availableApprovalMethods(abilities)).toEqual(offered);
      expect(approvalMethodFor(null, abilities)).toBe(fallback);
      // A choice the wallet cannot use falls back to the default.
      expect(approvalMethodFor('permit', abilities)).toBe(contract ? fallback : 'permit');
    },
  );

  it.each([
    ['0x6080604052', true],
    ['0x', false],
    // An EIP-7702 delegation: an account with its own key, which signs permits.
    [`0xef0100${'11'.repeat(20)}`, false],
  ])('behavior: an account with code %s is a contract: %s', async (code, expected) => {
    const provider = walletWithCode(code);
    expect(await readAccountIsContract(ACCOUNT)).toBe(expected);
    expect(provider.requestsOf('eth_getCode')[0]?.params).toEqual([ACCOUNT, 'latest']);
  });

  it('behavior: a wallet that cannot answer eth_getCode reads as no contract (the permit stays offered)', async () => {
    walletWithCode(new Error('not implemented'));
    expect(await readAccountIsContract(ACCOUNT)).toBe(false);
  });
});
