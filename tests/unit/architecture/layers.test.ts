import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layers of docs/architecture.md, read from the code's own imports: the wallet layer knows no
// feature, the kit (wallet layer, on-chain kit, Recent Transactions) and the app's wiring name no
// feature, and no circle of value imports exists (type-only circles are RTK's typed-listener
// pattern and vanish at run time).

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const SRC = join(ROOT, 'src');
const GENERATED = join(SRC, 'contracts', 'generated');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === GENERATED ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

interface ImportLine {
  specifier: string;
  /** Only types are imported: no run-time edge. */
  typeOnly: boolean;
}

// Static imports and re-exports; `import()` is a lazy edge and never part of a circle at load.
const IMPORT_PATTERN =
  /^\s*(import|export)\s+(type\s+)?([\s\S]*?)\s*from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

export function importsOf(source: string): ImportLine[] {
  const lines: ImportLine[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    if (match[5]) {
      lines.push({ specifier: match[5], typeOnly: false });
      continue;
    }
    const clause = match[3] ?? '';
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
    const allNamedAreTypes =
      named !== null &&
      named[1]!
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .every((part) => part.startsWith('type '));
    lines.push({ specifier: match[4]!, typeOnly: Boolean(match[2]) || allNamedAreTypes });
  }
  return lines;
}

function resolveSpecifier(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (FILES.has(candidate)) return candidate;
  }
  return null;
}

const FILES = new Set(sourceFiles(SRC));
const GRAPH = new Map(
  [...FILES].map((file) => [
    file,
    importsOf(readFileSync(file, 'utf8')).flatMap((line) => {
      const target = resolveSpecifier(file, line.specifier);
      return target ? [{ target, typeOnly: line.typeOnly }] : [];
    }),
  ]),
);

const rel = (file: string) => relative(ROOT, file);
const under = (folder: string) => (file: string) => rel(file).startsWith(`src/${folder}/`);
const FEATURE_FOLDERS = readdirSync(join(SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The kit: what every feature builds on. */
const KIT_FEATURE_FOLDERS = ['onchain', 'transactions'];

/** Strongly connected components of value imports with more than one file (Tarjan). */
function valueCircles(): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const lowlinks = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    indices.set(file, index);
    lowlinks.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const { target, typeOnly } of GRAPH.get(file) ?? []) {
      if (typeOnly) continue;
      if (!indices.has(target)) {
        visit(target);
        lowlinks.set(file, Math.min(lowlinks.get(file)!, lowlinks.get(target)!));
      } else if (onStack.has(target)) {
        lowlinks.set(file, Math.min(lowlinks.get(file)!, indices.get(target)!));
      }
    }
    if (lowlinks.get(file) === indices.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(rel(member));
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of FILES) if (!indices.has(file)) visit(file);
  return circles;
}

describe('layers run one way', () => {
  it('contract: the import reader tells value imports from type-only ones', () => {
    expect(
      importsOf(
        [
          "import type { A } from './a';",
          "import { type B, type C } from './b';",
          "import { type D, e } from './d';",
          "export { f } from './f';",
          "export type { G } from './g';",
          "import './side-effect';",
        ].join('\n'),
      ),
    ).toEqual([
      { specifier: './a', typeOnly: true },
      { specifier: './b', typeOnly: true },
      { specifier: './d', typeOnly: false },
      { specifier: './f', typeOnly: false },
      { specifier: './g', typeOnly: true },
      { specifier: './side-effect', typeOnly: false },
    ]);
  });

  it('contract: nothing under src/wallet imports a feature or a page, not even a type', () => {
    const upward = [...GRAPH]
      .filter(([file]) => under('wallet')(file))
      .flatMap(([file, edges]) =>
        edges
          .filter(({ target }) => under('features')(target) || under('pages')(target))
          .map(({ target }) => `${rel(file)} -> ${rel(target)}`),
      );
    expect(upward).toEqual([]);
  });

  it('contract: the kit and the app name no feature (features plug in through features/listeners.ts and features/reducers.ts)', () => {
    const kit = (file: string) =>
      under('wallet')(file) ||
      under('app')(file) ||
      KIT_FEATURE_FOLDERS.some((folder) => under(`features/${folder}`)(file));
    const features = FEATURE_FOLDERS.filter((folder) => !KIT_FEATURE_FOLDERS.includes(folder));
    const named = [...GRAPH]
      .filter(([file]) => kit(file))
      .flatMap(([file, edges]) =>
        edges
          .filter(({ target }) => features.some((folder) => under(`features/${folder}`)(target)))
          .map(({ target }) => `${rel(file)} -> ${rel(target)}`),
      );
    expect(named).toEqual([]);
  });

  it('contract: the features that draw others (history) import them, never the reverse, and staking and mint import neither each other nor history', () => {
    const pairs = [
      ['staking', 'history'],
      ['mint', 'history'],
      ['staking', 'mint'],
      ['mint', 'staking'],
    ];
    const crossing = pairs.flatMap(([from, to]) =>
      [...GRAPH]
        .filter(([file]) => under(`features/${from}`)(file))
        .flatMap(([file, edges]) =>
          edges
            .filter(({ target }) => under(`features/${to}`)(target))
            .map(({ target }) => `${rel(file)} -> ${rel(target)}`),
        ),
    );
    expect(crossing).toEqual([]);
  });

  it('contract: no circle of value imports', () => {
    expect(valueCircles()).toEqual([]);
  });
});
