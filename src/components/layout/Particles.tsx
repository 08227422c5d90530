import { useEffect, useState, type CSSProperties } from 'react';
import { afterPageSettles } from '@/app/afterPageSettles';
import { PARTICLE_COUNT_MAX } from '@/config/constants';

/** Directions of drift, one keyframes rule each in styles/components/_hero.scss. */
export const PARTICLE_DRIFTS = 6;
const DURATION_S = { min: 14, spread: 16 };
/**
 * The dots start this long after the page's load event: by then the page's code has run (and its
 * first reads have usually answered), and nothing decorative is composited per frame while they do (on a
 * 2-core machine the drifting dots' frames took more processor than the page's own main thread
 * during a Lighthouse run of `/`).
 */
export const PARTICLE_START_DELAY_MS = 1500;

interface Particle {
  left: number;
  top: number;
  size: number;
  drift: number;
  durationS: number;
  delayS: number;
}

function spawn(): Particle {
  return {
    left: Math.random() * 100,
    top: Math.random() * 100,
    size: 3 + Math.random() * 5,
    drift: Math.floor(Math.random() * PARTICLE_DRIFTS),
    durationS: DURATION_S.min + Math.random() * DURATION_S.spread,
    // Negative delays start each dot part-way through its path, so they do not move in step.
    delayS: -Math.random() * DURATION_S.min,
  };
}

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function motionQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : null;
}

/** True when the visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  return motionQuery()?.matches ?? false;
}

/**
 * Decorative drifting dots behind the home hero: at most PARTICLE_COUNT_MAX. They appear once
 * the page has loaded and settled (PARTICLE_START_DELAY_MS after its load event, in an idle
 * moment: never in the way of the first paint, the app's start or its first reads), move by
 * CSS transform animations the compositor runs (no script per frame, nothing that blocks the
 * main thread; the browser pauses them in a hidden tab), are not shown at all under
 * `prefers-reduced-motion` (and go away if the visitor turns it on), and never take a click
 * (no pointer events, hidden from assistive technology). The prerendered HTML has the empty
 * layer only.
 */
export function Particles({ count = PARTICLE_COUNT_MAX }: { count?: number }) {
  const [particles, setParticles] = useState<Particle[]>([]);

  useEffect(() => {
    const query = motionQuery();
    let cancel: (() => void) | undefined;
    const update = () => {
      cancel?.();
      cancel = undefined;
      if (query?.matches) {
        setParticles([]);
        return;
      }
      const total = Math.max(0, Math.min(count, PARTICLE_COUNT_MAX));
      cancel = afterPageSettles(
        () => setParticles(Array.from({ length: total }, spawn)),
        PARTICLE_START_DELAY_MS,
      );
    };
    update();
    query?.addEventListener?.('change', update);
    return () => {
      cancel?.();
      query?.removeEventListener?.('change', update);
    };
  }, [count]);

  return (
    <div className="particles" aria-hidden="true" data-testid="particles">
      {particles.map((particle, index) => (
        <span
          // The list is made once and never reordered.
          key={index}
          className={`particle particle--drift-${particle.drift}`}
          style={
            {
              left: `${particle.left}%`,
              top: `${particle.top}%`,
              width: `${particle.size}px`,
              height: `${particle.size}px`,
              animationDuration: `${particle.durationS}s`,
              animationDelay: `${particle.delayS}s`,
            } satisfies CSSProperties
          }
        />
      ))}
    </div>
  );
}
