import { lazy, Suspense, type ComponentType } from 'react';

// A module's component loaded on first render (or ahead via `load`), nothing until then: for parts
// only a connected account sees, never a control being pressed (the swap loses press and focus).
export function lazyPart<P extends object>(
  load: () => Promise<Record<string, unknown>>,
  name: string,
): ComponentType<P> {
  const Part = lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  LazyPart.displayName = `Lazy${name}`;
  return LazyPart;
}
