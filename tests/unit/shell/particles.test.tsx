import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Particles } from '@/components/layout/Particles';
import { PARTICLE_COUNT_MAX } from '@/config/constants';

function fakeContext() {
  return {
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    fillStyle: '',
  };
}

function stubMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

describe('particles', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('behavior: draws at most 35 particles per frame, and never takes pointer events', () => {
    stubMotion(false);
    const context = fakeContext();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    let frame: FrameRequestCallback | undefined;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frame = callback;
      return 1;
    });
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const { getByTestId } = render(<Particles count={500} />);
    expect(getByTestId('particles')).toHaveAttribute('aria-hidden', 'true');
    frame?.(0);
    expect(context.arc).toHaveBeenCalledTimes(PARTICLE_COUNT_MAX);
  });

  it('behavior: nothing is animated under prefers-reduced-motion', () => {
    stubMotion(true);
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext');
    const raf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    render(<Particles />);
    expect(raf).not.toHaveBeenCalled();
    expect(getContext).toHaveBeenCalledTimes(1);
  });

  it('behavior: the animation pauses while the tab is hidden and resumes when visible', () => {
    stubMotion(false);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      fakeContext() as unknown as CanvasRenderingContext2D,
    );
    const raf = vi.fn(() => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    vi.stubGlobal('cancelAnimationFrame', cancel);
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    render(<Particles />);
    expect(raf).not.toHaveBeenCalled();
    visibility = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(raf).toHaveBeenCalledTimes(1);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(cancel).toHaveBeenCalledWith(7);
    expect(raf).toHaveBeenCalledTimes(1);
  });
});
