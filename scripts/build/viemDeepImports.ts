import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

interface Target {
  file: string;
  imported: string;
}

const NAMED_IMPORT_FROM_VIEM = /import\s*\{([^}]*)\}\s*from\s*["'](viem(?:\/actions)?)["'];?/g;
/** The entry points whose imports are rewritten, and the index module each one is. */
const VIEM_INDEXES = { viem: '_esm/index.js', 'viem/actions': '_esm/actions/index.js' } as const;
type ViemEntry = keyof typeof VIEM_INDEXES;
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["'];?/g;

/** Name exported by viem's index → the module that declares it (from its re-export lines). */
export function readViemIndex(indexFile: string): Map<string, Target> {
  const targets = new Map<string, Target>();
  const source = readFileSync(indexFile, 'utf8');
  for (const [, list = '', from = ''] of source.matchAll(NAMED_REEXPORT)) {
    if (!from.startsWith('.')) continue;
    const file = resolve(dirname(indexFile), from);
    for (const specifier of list.split(',')) {
      const [imported, exported = imported] = specifier
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (imported && exported) targets.set(exported, { file, imported });
    }
  }
  return targets;
}

/**
 * Rewrites `import { a, b as c } from 'viem'` (or `'viem/actions'`) into imports of the
 * declaring modules; `targets` maps each entry point to its index's names.
 */
export function rewriteViemImports(
  code: string,
  targets: ReadonlyMap<ViemEntry, Map<string, Target>>,
): string {
  return code.replace(NAMED_IMPORT_FROM_VIEM, (statement, list: string, entry: ViemEntry) => {
    const names = targets.get(entry) ?? new Map<string, Target>();
    const specifiers = list
      .split(',')
      .map((specifier) => specifier.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [name = '', local = name] = specifier.split(/\s+as\s+/);
        return { name, local, target: names.get(name) };
      });
    // Anything not found (a type, a name this map cannot place) keeps the original import.
    if (specifiers.length === 0 || specifiers.some((specifier) => !specifier.target)) {
      return statement;
    }
    return specifiers
      .map(
        ({ local, target }) =>
          `import { ${target!.imported} as ${local} } from ${JSON.stringify(target!.file)};`,
      )
      .join('\n');
  });
}

/**
 * Imports of viem's index (and of `viem/actions`) from the hub's own code go straight to the
 * modules that declare the names (the way frameworks "optimize package imports"). Through the
 * index, Rolldown treats a page that needs three error classes as depending on all of viem,
 * whose shared chunk imports the signing stack (secp256k1, HMAC) statically; direct imports
 * keep a visitor's read path (the staking section, the mint page) free of it (`npm run bench`
 * checks that no signing code loads before an interaction).
 */
export function viemDeepImports(): Plugin {
  let targets = new Map<ViemEntry, Map<string, Target>>();
  return {
    name: 'bear-hub:viem-deep-imports',
    apply: 'build',
    buildStart() {
      const require = createRequire(import.meta.url);
      const packageJson = require.resolve('viem/package.json');
      targets = new Map(
        Object.entries(VIEM_INDEXES).map(([entry, index]) => [
          entry as ViemEntry,
          readViemIndex(resolve(dirname(packageJson), index)),
        ]),
      );
    },
    transform(code, id) {
      if (id.includes('node_modules') || !/[\\/]src[\\/].*\.[cm]?[jt]sx?$/.test(id)) return null;
      if (!/from\s*["']viem(?:\/actions)?["']/.test(code)) return null;
      const rewritten = rewriteViemImports(code, targets);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
