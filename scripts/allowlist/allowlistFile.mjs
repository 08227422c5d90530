// Reading an allowlist source file (allowlists/<chainId>.json) with the line of every entry, so
// a bad entry is refused by its line number, and turning it into the proofs file the app serves.
import { isAddress, getAddress } from 'viem';
import { buildAllowlistTree } from './tree.mjs';

/** Thrown for a file that cannot become an allowlist; `problems` lists each one with its line. */
export class AllowlistError extends Error {
  /** @param {string} file @param {{ line: number, message: string }[]} problems */
  constructor(file, problems) {
    super(
      `${file}: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`}\n` +
        problems.map(({ line, message }) => `  line ${line}: ${message}`).join('\n'),
    );
    this.name = 'AllowlistError';
    this.problems = problems;
  }
}

/**
 * JSON.parse that also records the line where each object and array starts (`lines`, a WeakMap).
 * Plain JSON only; a syntax error names its line.
 */
export function parseJsonWithLines(text) {
  const lines = new WeakMap();
  let pos = 0;
  let line = 1;
  const fail = (message) => {
    throw Object.assign(new SyntaxError(`line ${line}: ${message}`), { line });
  };
  const skip = () => {
    while (pos < text.length && /\s/.test(text[pos])) {
      if (text[pos] === '\n') line += 1;
      pos += 1;
    }
  };
  const expect = (char) => {
    skip();
    if (text[pos] !== char) fail(`expected '${char}'`);
    pos += 1;
  };
  const value = () => {
    skip();
    const char = text[pos];
    if (char === '{') {
      const object = {};
      lines.set(object, line);
      pos += 1;
      skip();
      if (text[pos] === '}') {
        pos += 1;
        return object;
      }
      for (;;) {
        skip();
        if (text[pos] !== '"') fail('expected a property name');
        const key = string();
        expect(':');
        object[key] = value();
        skip();
        if (text[pos] === ',') pos += 1;
        else if (text[pos] === '}') {
          pos += 1;
          return object;
        } else fail("expected ',' or '}'");
      }
    }
    if (char === '[') {
      const array = [];
      lines.set(array, line);
      pos += 1;
      skip();
      if (text[pos] === ']') {
        pos += 1;
        return array;
      }
      for (;;) {
        array.push(value());
        skip();
        if (text[pos] === ',') pos += 1;
        else if (text[pos] === ']') {
          pos += 1;
          return array;
        } else fail("expected ',' or ']'");
      }
    }
    if (char === '"') return string();
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(
      text.slice(pos),
    );
    if (!literal) fail(pos >= text.length ? 'unexpected end of file' : `unexpected '${char}'`);
    pos += literal[0].length;
    return JSON.parse(literal[0]);
  };
  const string = () => {
    // eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in strings
    const match = /^"(?:[^"\\\n\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/.exec(
      text.slice(pos),
    );
    if (!match) fail('malformed string');
    pos += match[0].length;
    return JSON.parse(match[0]);
  };
  const result = value();
  skip();
  if (pos < text.length) fail('unexpected content after the JSON value');
  return { value: result, lines };
}

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A positive whole allowance from a JSON number or a decimal string, else null. */
function toAllowance(raw) {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return BigInt(raw);
  if (typeof raw === 'string' && /^\d+$/.test(raw)) return BigInt(raw);
  return null;
}

/**
 * The entries of an allowlist source file, checked: every address valid (a mixed-case address
 * must carry a correct checksum), no address twice, every allowance a whole number above zero.
 * All problems are reported at once, each with its line.
 *
 * @param {string} text the file's content
 * @param {{ file?: string, chainId?: number }} [options]
 * @returns {{ chainId: number, entries: { account: `0x${string}`, allowance: bigint, line: number }[] }}
 */
export function readAllowlistSource(text, { file = 'allowlist', chainId } = {}) {
  let parsed;
  try {
    parsed = parseJsonWithLines(text);
  } catch (error) {
    throw new AllowlistError(file, [
      { line: error.line ?? 1, message: `not valid JSON (${error.message})` },
    ]);
  }
  const { value: root, lines } = parsed;
  const problems = [];
  if (!isRecord(root))
    throw new AllowlistError(file, [
      { line: 1, message: 'expected an object with "chainId" and "entries"' },
    ]);
  if (!Number.isSafeInteger(root.chainId) || root.chainId <= 0) {
    problems.push({ line: lines.get(root), message: '"chainId" must be a positive whole number' });
  } else if (chainId !== undefined && root.chainId !== chainId) {
    problems.push({
      line: lines.get(root),
      message: `"chainId" is ${root.chainId}, expected ${chainId}`,
    });
  }
  if (!Array.isArray(root.entries) || root.entries.length === 0) {
    problems.push({ line: lines.get(root), message: '"entries" must be a non-empty list' });
    throw new AllowlistError(file, problems);
  }
  const seen = new Map();
  const entries = [];
  for (const entry of root.entries) {
    const line =
      (isRecord(entry) || Array.isArray(entry) ? lines.get(entry) : undefined) ??
      lines.get(root.entries);
    if (!isRecord(entry)) {
      problems.push({
        line,
        message: 'an entry must be an object { "address": …, "allowance": … }',
      });
      continue;
    }
    const { address, allowance: rawAllowance } = entry;
    let account = null;
    if (typeof address !== 'string' || !isAddress(address, { strict: true })) {
      problems.push({ line, message: `invalid address ${JSON.stringify(address)}` });
    } else {
      account = getAddress(address);
      const earlier = seen.get(account.toLowerCase());
      if (earlier !== undefined) {
        problems.push({ line, message: `duplicate address ${account} (first on line ${earlier})` });
        account = null;
      } else {
        seen.set(account.toLowerCase(), line);
      }
    }
    const allowance = toAllowance(rawAllowance);
    if (allowance === null) {
      problems.push({
        line,
        message: `invalid allowance ${JSON.stringify(rawAllowance)}: a whole number is needed`,
      });
    } else if (allowance === 0n) {
      problems.push({ line, message: 'zero allowance: an entry must allow at least one bear' });
    }
    if (account && allowance) entries.push({ account, allowance, line });
  }
  if (problems.length > 0) throw new AllowlistError(file, problems);
  return { chainId: root.chainId, entries };
}

/**
 * The proofs file the app serves (`public/allowlists/<chainId>.json`): the root, and per
 * lower-case address its allowance (a decimal string) and proof. The page looks a visitor up
 * by address and sends the proof with `allowlistMint`.
 */
export function buildProofsFile({ chainId, entries }) {
  const { root, proofs } = buildAllowlistTree(entries);
  const byAddress = {};
  for (const { account, allowance, proof } of proofs) {
    byAddress[account.toLowerCase()] = { allowance: allowance.toString(), proof };
  }
  return { root, file: { version: 1, chainId, root, entries: byAddress } };
}
