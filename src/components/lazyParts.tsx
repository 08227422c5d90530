import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component of a module loaded on first render (or ahead through `load`), rendering nothing
 * until then: for parts only a connected account sees. Never for a control a visitor may be
 * pressing: the swap would lose the press and the focus.
 */
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
