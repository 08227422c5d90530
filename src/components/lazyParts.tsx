import { lazy, Suspense, type ComponentType } from 'react';

/**
 * Components of a module loaded on first render (or earlier, through `load` itself, which the
 * caller also uses to preload): each renders nothing until the module is there. For the parts
 * only a connected account sees (they carry the write kit, the contracts' ABIs, viem's encoding),
 * so a visitor's page never downloads them. Never for a control a visitor may be pressing: the
 * swap would lose the press and the focus.
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
