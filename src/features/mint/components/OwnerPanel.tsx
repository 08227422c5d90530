import '../messages';
import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/Button';
import type { HubChain } from '@/config/chains';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { contractCall, type ContractCall } from '@/features/onchain/contracts';
import { formatDateTime, formatNative } from '@/features/onchain/format';
import { useWriteFlow } from '@/features/onchain/hooks/useWriteFlow';
import { describeWith } from '@/features/onchain/reverts';
import { callPlan } from '@/features/onchain/write/plan';
import { runWritePlan } from '@/features/onchain/write/runWritePlan';
import { MINT_MESSAGES, mintReverts } from '../errors';
import type { MintCollection } from '../types';
import { useT } from '@/i18n/useT';

/** What an owner did to the bear sale, as recorded (kind `bearAdmin`). Stored in browsers: never rename one. */
export type BearAdminAction = 'saleSwitch' | 'saleStart' | 'allowlist' | 'withdraw';

/** Flow ids of the owner's writes (one each, so each has its own status). */
export const OWNER_FLOW_IDS = {
  saleSwitch: 'bear-owner-sale',
  saleStart: 'bear-owner-start',
  allowlist: 'bear-owner-allowlist',
  withdraw: 'bear-owner-withdraw',
} as const satisfies Record<BearAdminAction, string>;

const ROOT_PATTERN = /^0x[0-9a-fA-F]{64}$/;
const MS_PER_S = 1_000;

/** Unix seconds as the value of a datetime-local input (local time, minutes). */
function toLocalInput(unixSeconds: number): string {
  if (unixSeconds === 0) return '';
  const date = new Date(unixSeconds * MS_PER_S);
  const offsetMs = date.getTimezoneOffset() * 60 * MS_PER_S;
  return new Date(date.getTime() - offsetMs).toISOString().slice(0, 16);
}

interface OwnerPanelProps {
  chain: HubChain;
  collection: MintCollection;
  /** The connected owner: the proceeds go to this address. */
  owner: `0x${string}`;
}

/**
 * The contract owner's controls (shown only to the owner's account): the public sale's switch and
 * start time, the allowlist root and phase, and withdrawing the proceeds, each through the one
 * write lifecycle (checked first, then the wallet, then pending and confirmed).
 */
export function OwnerPanel({ chain, collection, owner }: OwnerPanelProps) {
  const { t } = useT();
  const dispatch = useAppDispatch();
  const [startInput, setStartInput] = useState(() => toLocalInput(collection.saleStartsAt));
  const [root, setRoot] = useState<string>(collection.allowlistRoot);
  const [allowlistOn, setAllowlistOn] = useState(collection.allowlistActive);
  const busy = {
    saleSwitch: useWriteFlow(OWNER_FLOW_IDS.saleSwitch).busy,
    saleStart: useWriteFlow(OWNER_FLOW_IDS.saleStart).busy,
    allowlist: useWriteFlow(OWNER_FLOW_IDS.allowlist).busy,
    withdraw: useWriteFlow(OWNER_FLOW_IDS.withdraw).busy,
  };
  const describeRevert = describeWith(mintReverts(chain.nativeCurrency));
  const send = (action: BearAdminAction, call: ContractCall, description: string) =>
    void dispatch(
      runWritePlan(
        OWNER_FLOW_IDS[action],
        chain.id,
        callPlan(call, { description, intent: { kind: 'bearAdmin', data: { action } } }),
        { describeRevert },
      ),
    );

  const price = BigInt(collection.price);
  const walletLimit = BigInt(collection.walletLimit);
  const startSeconds =
    startInput === '' ? 0 : Math.floor(new Date(startInput).getTime() / MS_PER_S);
  const rootValid = ROOT_PATTERN.test(root);
  const proceeds = BigInt(collection.proceeds);

  return (
    <section className="mint-owner" aria-labelledby="mint-owner-title">
      <h2 id="mint-owner-title">{t('owner.title')}</h2>

      <div className="mint-owner__row">
        <p>{collection.saleActive ? t('owner.saleOn') : t('owner.saleOff')}</p>
        <Button
          disabled={busy.saleSwitch}
          onClick={() =>
            send(
              'saleSwitch',
              contractCall('bearNft', chain.id, 'setSaleActive', [!collection.saleActive]),
              collection.saleActive ? t('owner.closeSale') : t('owner.openSale'),
            )
          }
        >
          {collection.saleActive ? t('owner.closeSale') : t('owner.openSale')}
        </Button>
        <WriteStatus flowId={OWNER_FLOW_IDS.saleSwitch} label={t('owner.saleSwitch')} />
      </div>

      <div className="mint-owner__row">
        <label htmlFor="mint-owner-start">{t('owner.saleStart')}</label>
        <input
          id="mint-owner-start"
          type="datetime-local"
          value={startInput}
          onChange={(event) => setStartInput(event.target.value)}
        />
        <p className="mint-owner__hint">
          {collection.saleStartsAt === 0
            ? t('owner.noStartTime')
            : t('owner.now', { date: formatDateTime(collection.saleStartsAt) })}
        </p>
        <Button
          disabled={busy.saleStart || Number.isNaN(startSeconds)}
          onClick={() =>
            send(
              'saleStart',
              contractCall('bearNft', chain.id, 'setSale', [
                price,
                walletLimit,
                collection.saleActive,
                BigInt(startSeconds),
              ]),
              startSeconds === 0
                ? t('owner.clearSaleStart')
                : t('owner.saleStartsAt', { date: formatDateTime(startSeconds) }),
            )
          }
        >
          {startSeconds === 0 ? t('owner.clearStartTime') : t('owner.setStartTime')}
        </Button>
        <WriteStatus flowId={OWNER_FLOW_IDS.saleStart} label={t('owner.startTime')} />
      </div>

      <div className="mint-owner__row">
        <label htmlFor="mint-owner-root">{t('owner.allowlistRoot')}</label>
        <input
          id="mint-owner-root"
          className="mint-owner__root"
          value={root}
          spellCheck={false}
          dir="ltr"
          aria-invalid={!rootValid}
          aria-describedby="mint-owner-root-hint"
          onChange={(event) => setRoot(event.target.value.trim())}
        />
        <p id="mint-owner-root-hint" className="mint-owner__hint">
          {rootValid
            ? t('owner.rootHint', { command: 'npm run allowlist -- --chain <id>' })
            : MINT_MESSAGES.invalidRoot}
        </p>
        <label className="mint-owner__check">
          <input
            type="checkbox"
            checked={allowlistOn}
            onChange={(event) => setAllowlistOn(event.target.checked)}
          />{' '}
          {t('owner.allowlistOn')}
        </label>
        <Button
          disabled={busy.allowlist || !rootValid}
          onClick={() =>
            send(
              'allowlist',
              contractCall('bearNft', chain.id, 'setAllowlist', [
                root as `0x${string}`,
                BigInt(collection.allowlistPrice),
                BigInt(collection.allowlistWalletLimit),
                allowlistOn,
              ]),
              t(allowlistOn ? 'owner.allowlistOnDescription' : 'owner.allowlistOffDescription', {
                root: `${root.slice(0, 10)}…`,
              }),
            )
          }
        >
          {t('owner.saveAllowlist')}
        </Button>
        <WriteStatus flowId={OWNER_FLOW_IDS.allowlist} label={t('owner.allowlist')} />
      </div>

      <div className="mint-owner__row">
        <p>{t('owner.proceeds', { amount: formatNative(proceeds, chain.nativeCurrency) })}</p>
        <Button
          disabled={busy.withdraw || proceeds === 0n}
          onClick={() =>
            send(
              'withdraw',
              contractCall('bearNft', chain.id, 'withdraw', [owner]),
              t('owner.withdrawDescription', {
                amount: formatNative(proceeds, chain.nativeCurrency),
              }),
            )
          }
        >
          {t('owner.withdrawProceeds')}
        </Button>
        <WriteStatus flowId={OWNER_FLOW_IDS.withdraw} label={t('owner.withdraw')} />
      </div>
    </section>
  );
}
