import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The wallet dialogs are lazily loaded chunks: the first test that opens one also transforms
// and imports its modules (the wallet marks among them), which on a busy machine takes longer
// than Testing Library's default of 1 s for `findBy…` and `waitFor`.
configure({ asyncUtilTimeout: 3_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// jsdom has no canvas: report "no 2D context" instead of printing "Not implemented" noise.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;
