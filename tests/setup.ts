import '@testing-library/jest-dom/vitest';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { afterEach } from 'vitest';

// Test files that need no DOM run in Node (`// @vitest-environment node`): the DOM set-up below
// is only for the jsdom ones.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // The wallet dialogs are lazily loaded chunks: the first test that opens one also transforms
  // and imports its modules (the wallet marks among them), which on a busy machine (the
  // end-to-end tests run beside these, see scripts/test.mjs) takes far longer than Testing
  // Library's default of 1 s for `findBy…` and `waitFor`. A wait ends as soon as its condition
  // holds: the limit only decides how long a failing test takes to say so.
  configure({ asyncUtilTimeout: 10_000 });

  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  // jsdom has no canvas: report "no 2D context" instead of printing "Not implemented" noise.
  HTMLCanvasElement.prototype.getContext = (() =>
    null) as typeof HTMLCanvasElement.prototype.getContext;

  // Each test file runs in its own VM context (the vmThreads pool): jsdom's globals do not
  // include Node's web streams, which MSW (mocks/) uses.
  Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });
}
