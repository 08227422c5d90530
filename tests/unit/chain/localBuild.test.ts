import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_BUILD_DIR, viteBuildArgs, vitePreviewArgs } from '../../../scripts/chain/hub.mjs';

/** The `--outDir` of vite's arguments. */
function outDirOf(args: string[]): string | undefined {
  return args[args.indexOf('--outDir') + 1];
}

describe('where npm start builds the hub', () => {
  it('behavior: the local build (dev wallet, loopback URLs) goes neither into dist/, the folder a deployment publishes, nor under it', () => {
    for (const outDir of [outDirOf(viteBuildArgs()), outDirOf(vitePreviewArgs({ port: 4173 }))]) {
      expect(outDir).toBe(LOCAL_BUILD_DIR);
      expect(outDir?.replace(/\/$/, '')).not.toBe('dist');
      expect(outDir?.startsWith('dist/')).toBe(false);
      // Its source maps go to .sourcemaps/<folder name>/: never the published build's.
      expect(outDir?.split('/').at(-1)).not.toBe('dist');
    }
  });

  it('behavior: the local build folder is gitignored', () => {
    expect(
      execFileSync('git', ['check-ignore', `${LOCAL_BUILD_DIR}/index.html`], {
        encoding: 'utf8',
      }).trim(),
    ).toBe(`${LOCAL_BUILD_DIR}/index.html`);
  });

  it('behavior: npm start builds and serves the folder of buildHub and startPreview, naming none of its own', () => {
    const start = readFileSync('scripts/start.mjs', 'utf8');
    expect(start).toMatch(/buildHub\(/);
    expect(start).toMatch(/startPreview\(/);
    expect(start).not.toMatch(/outDir\s*:/);
  });
});
