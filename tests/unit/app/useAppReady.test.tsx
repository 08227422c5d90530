import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { nextTask } from '@/wallet/nextTask';
import { expectPersistedState, useAppReady } from '@/hooks/useAppReady';

function Probe() {
  return <p>{useAppReady() ? 'ready' : 'waiting'}</p>;
}

function renderProbe(store = createAppStore()) {
  render(
    <Provider store={store}>
      <Probe />
    </Provider>,
  );
  return store;
}

// One file, one order: `expectPersistedState` is for the whole page once called.
describe('useAppReady', () => {
  it('behavior: a store without persistence (tests, the prerender) is ready from the first render', () => {
    renderProbe();
    expect(screen.getByText('ready')).toBeInTheDocument();
  });

  it('behavior: once persistence is expected, it waits for the saved state, then stays ready', async () => {
    expectPersistedState();
    const store = renderProbe();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    // Nothing restored yet: an unrelated change keeps it waiting.
    act(() => {
      store.dispatch({ type: 'unrelated/action' });
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();

    await act(async () => {
      persistStore(store);
    });
    expect(await screen.findByText('ready')).toBeInTheDocument();
  });
});

describe('nextTask', () => {
  it('behavior: resolves after the current task (a timer queued before it has run by then)', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await done;
    expect(order).toEqual(['same task', 'next task']);
  });
});
