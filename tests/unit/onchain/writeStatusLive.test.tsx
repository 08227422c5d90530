import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { WriteStatus } from '@/features/onchain/components/WriteStatus';
import { writeStageChanged } from '@/features/transactions/flowSlice';
import { activateLocale } from '@/i18n/runtime';

const CHAIN_ID = 31337;

afterEach(() => activateLocale('en', { remember: false }));

describe('transaction stages in a live region', () => {
  it('behavior: the status region is in the page before the first stage, and each stage is said inside it', async () => {
    const store = createAppStore();
    render(
      <Provider store={store}>
        <WriteStatus flowId="stake" label="Stake" />
      </Provider>,
    );
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();

    act(
      () =>
        void store.dispatch(
          writeStageChanged({ flowId: 'stake', chainId: CHAIN_ID, stage: 'confirming' }),
        ),
    );
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('Stake: Confirm in your wallet…');

    act(
      () =>
        void store.dispatch(
          writeStageChanged({ flowId: 'stake', chainId: CHAIN_ID, stage: 'pending' }),
        ),
    );
    expect(region).toHaveTextContent('Stake: Transaction pending…');

    await act(() => activateLocale('es', { remember: false }));
    expect(region).toHaveTextContent('Stake: Transacción pendiente…');
  });
});
