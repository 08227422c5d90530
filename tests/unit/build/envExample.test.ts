// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILE_SETTINGS } from '../../../scripts/build/hostingPlugin.mjs';

/** Every variable `.env.example` sets or shows commented out (`# NAME=`). */
function exampleVariables(): string[] {
  return [...readFileSync('.env.example', 'utf8').matchAll(/^#?\s?([A-Z][A-Z0-9_]*)=/gm)].map(
    (match) => match[1]!,
  );
}

/** The variables the sign-in server reads (server/config.ts, server/main.ts). */
function serverVariables(): string[] {
  const source = ['server/config.ts', 'server/main.ts']
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return [
    ...new Set(
      [...source.matchAll(/'((?:SIWE|REDIS)_[A-Z0-9_]+)'|\.((?:SIWE|REDIS)_[A-Z0-9_]+)/g)]
        .map((match) => match[1] ?? match[2]!)
        .filter((name) => !name.endsWith('_MS')),
    ),
  ].sort();
}

describe('.env.example', () => {
  it('behavior: it lists only what is read from the project’s env files: the VITE_* build settings and the build’s own (BEAR_DEPLOYMENTS_DIR)', () => {
    const variables = exampleVariables();
    expect(variables.length).toBeGreaterThan(0);
    const notRead = variables.filter(
      (name) => !name.startsWith('VITE_') && !FILE_SETTINGS.includes(name),
    );
    expect(notRead).toEqual([]);
  });

  it('behavior: every variable the sign-in server reads is documented in server/README.md, which says where it is read', () => {
    const readme = readFileSync('server/README.md', 'utf8');
    const variables = serverVariables();
    expect(variables).toContain('SIWE_COOKIE_SECRET');
    expect(variables).toContain('REDIS_URL');
    expect(variables.filter((name) => !readme.includes(name))).toEqual([]);
    expect(readme).toMatch(/process\s+environment only/);
  });
});
