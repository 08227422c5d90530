import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// `_headers` carries the RPC URL in the Content-Security-Policy's connect-src (http and ws).
const TEXT_FILE = /(?:\.(?:html|js|mjs|css|json|txt|webmanifest|map|conf)|^_headers)$/;

/**
 * A copy of a hub build that reaches another server: the build carries its URLs (the RPC's, the
 * sign-in API's) as literals, so the copy has `fromUrl` (and its WebSocket form) replaced by
 * `toUrl`. One `vite build` serves every end-to-end worker (worker 0's RPC URL swapped for each
 * worker's), and both sign-in hubs (the sign-in API's URL swapped); a build without the URL in it
 * is an error (the copy would reach the first server).
 */
export function copyBuildFor(
  sourceDir: string,
  targetDir: string,
  fromUrl: string,
  toUrl: string,
): void {
  rmSync(targetDir, { recursive: true, force: true });
  cpSync(sourceDir, targetDir, { recursive: true });
  let replaced = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (TEXT_FILE.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        if (!text.includes(fromUrl)) continue;
        const wsFrom = fromUrl.replace(/^http/, 'ws');
        const wsTo = toUrl.replace(/^http/, 'ws');
        writeFileSync(path, text.split(fromUrl).join(toUrl).split(wsFrom).join(wsTo));
        replaced += 1;
      }
    }
  };
  walk(targetDir);
  if (replaced === 0) throw new Error(`The build in ${sourceDir} does not contain ${fromUrl}.`);
}
