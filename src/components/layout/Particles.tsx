import { useEffect, useState, type CSSProperties } from 'react';
import { afterPageSettles } from '@/app/afterPageSettles';
import { PARTICLE_COUNT_MAX } from '@/config/constants';
import { useMediaQuery } from '@/hooks/useMediaQuery';

/** Directions of drift, one keyframes rule each in styles/components/_hero.scss. */
const PARTICLE_DRIFTS = 6;
const DURATION_S = { min: 14, spread: 16 };
// After the load event: on 2 cores the dots' frames took more than the main thread.
export const PARTICLE_START_DELAY_MS = 1500;

function spawn() {
  const size = `${3 + Math.random() * 5}px`;
  const style: CSSProperties = {
    left: `${Math.random() * 100}%`,
    top: `${Math.random() * 100}%`,
    width: size,
    height: size,
    animationDuration: `${DURATION_S.min + Math.random() * DURATION_S.spread}s`,
    // Negative delays start each dot part-way through its path, so they do not move in step.
    animationDelay: `${-Math.random() * DURATION_S.min}s`,
  };
  return { drift: Math.floor(Math.random() * PARTICLE_DRIFTS), style };
}

// Decorative dots drifting by compositor-run CSS animations, none under reduced motion.
export function Particles() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [particles, setParticles] = useState<ReturnType<typeof spawn>[]>([]);

  useEffect(() => {
    if (reducedMotion) return undefined;
    const cancel = afterPageSettles(
      () => setParticles(Array.from({ length: PARTICLE_COUNT_MAX }, spawn)),
      PARTICLE_START_DELAY_MS,
    );
    return () => {
      cancel();
      setParticles([]);
    };
  }, [reducedMotion]);

  return (
    <div className="particles" aria-hidden="true" data-testid="particles">
      {particles.map((particle, index) => (
        <span
          // The list is made once and never reordered.
          key={index}
          className={`particle particle--drift-${particle.drift}`}
          style={particle.style}
        />
      ))}
    </div>
  );
}
