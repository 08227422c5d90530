import { useEffect, useRef } from 'react';
import { PARTICLE_COUNT_MAX } from '@/config/constants';

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  radius: number;
}

const SPEED_PX_PER_FRAME = 0.35;

function spawn(width: number, height: number): Particle {
  return {
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * SPEED_PX_PER_FRAME * 2,
    vy: (Math.random() - 0.5) * SPEED_PX_PER_FRAME * 2,
    radius: 1.5 + Math.random() * 2.5,
  };
}

/** True when the visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/**
 * Decorative drifting dots behind the home hero: at most PARTICLE_COUNT_MAX, paused while the
 * tab is hidden, not drawn at all under `prefers-reduced-motion`, and never in the way of a
 * click (the canvas takes no pointer events and is hidden from assistive technology).
 */
export function Particles({ count = PARTICLE_COUNT_MAX }: { count?: number }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext?.('2d');
    if (!canvas || !context || prefersReducedMotion()) return;

    const total = Math.min(count, PARTICLE_COUNT_MAX);
    let width = 0;
    let height = 0;
    let particles: Particle[] = [];
    let frame = 0;

    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      particles = Array.from({ length: total }, () => spawn(width, height));
    };

    const color = getComputedStyle(canvas).color || 'rgb(139, 92, 199)';
    const draw = () => {
      context.clearRect(0, 0, width, height);
      context.fillStyle = color;
      for (const particle of particles) {
        particle.x = (particle.x + particle.vx + width) % width;
        particle.y = (particle.y + particle.vy + height) % height;
        context.beginPath();
        context.arc(particle.x, particle.y, particle.radius, 0, Math.PI * 2);
        context.fill();
      }
      frame = requestAnimationFrame(draw);
    };

    const onVisibility = () => {
      cancelAnimationFrame(frame);
      if (document.visibilityState === 'visible') frame = requestAnimationFrame(draw);
    };

    resize();
    window.addEventListener('resize', resize);
    document.addEventListener('visibilitychange', onVisibility);
    onVisibility();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', resize);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [count]);

  return (
    <canvas ref={canvasRef} className="particles" aria-hidden="true" data-testid="particles" />
  );
}
