// The benchmarks' command-line options: `--name value` or `--name=value`, read through Node's
// own `util.parseArgs`, so every bench script reads its options one way.
import { parseArgs } from 'node:util';

/**
 * The value of `--name` on this process's command line (`--name value` or `--name=value`), or
 * `fallback` when it is absent. Options the script does not ask for are ignored.
 */
export function option(name, fallback, args = process.argv.slice(2)) {
  const { values } = parseArgs({
    args,
    options: { [name]: { type: 'string' } },
    strict: false,
    allowPositionals: true,
  });
  const value = values[name];
  return typeof value === 'string' ? value : fallback;
}
