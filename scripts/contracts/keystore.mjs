#!/usr/bin/env node
// Encrypted key files (the Web3 Secret Storage format, version 3, as written by geth, Foundry's
// `cast wallet import` and most wallets): scrypt or pbkdf2 key derivation, AES-128-CTR, and a
// keccak-256 MAC that tells a wrong password from a damaged file.
//
//   node scripts/contracts/keystore.mjs create <file>
// asks for a private key and a password (hidden) and writes the encrypted file (mode 0600).
import {
  createCipheriv,
  createDecipheriv,
  pbkdf2Sync,
  randomBytes,
  randomUUID,
  scryptSync,
} from 'node:crypto';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bytesToHex, hexToBytes, keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

export class KeystoreError extends Error {
  constructor(message) {
    super(message);
    this.name = 'KeystoreError';
  }
}

const SCRYPT_DEFAULTS = { n: 262_144, r: 8, p: 1, dklen: 32 };
/** The derived key's bytes this format needs: 16 for AES-128, 16 for the MAC. */
const DERIVED_KEY_MIN_BYTES = 32;
const AES_IV_BYTES = 16;
const MAC_HEX_DIGITS = 64;

/** A file that is not what its own fields say (hand-edited, cut short, another format). */
function damaged(what) {
  return new KeystoreError(`the keystore file is damaged: ${what}`);
}

const isPositiveInteger = (value) => Number.isSafeInteger(value) && value > 0;
const isHex = (value, bytes) =>
  typeof value === 'string' &&
  /^([0-9a-fA-F]{2})+$/.test(value) &&
  (bytes === undefined || value.length === bytes * 2);

function deriveKey(crypto, password) {
  const params = crypto.kdfparams ?? {};
  if (params.salt !== undefined && params.salt !== '' && !isHex(params.salt)) {
    throw damaged('its salt is not hex');
  }
  const salt = Buffer.from(String(params.salt ?? ''), 'hex');
  if (!isPositiveInteger(params.dklen) || params.dklen < DERIVED_KEY_MIN_BYTES) {
    throw damaged(
      `its key length (dklen ${params.dklen}) is not a whole number of at least ${DERIVED_KEY_MIN_BYTES}`,
    );
  }
  if (crypto.kdf === 'scrypt') {
    const { n, r, p, dklen } = params;
    // scrypt's cost must be a power of two above 1; r and p positive whole numbers.
    if (
      !isPositiveInteger(n) ||
      n < 2 ||
      (n & (n - 1)) !== 0 ||
      !isPositiveInteger(r) ||
      !isPositiveInteger(p)
    ) {
      throw damaged(`its scrypt parameters are not valid (n ${n}, r ${r}, p ${p})`);
    }
    try {
      return scryptSync(password, salt, dklen, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 });
    } catch (error) {
      throw damaged(
        `its scrypt parameters are not valid (${error instanceof Error ? error.message : error})`,
      );
    }
  }
  if (crypto.kdf === 'pbkdf2') {
    if (params.prf !== 'hmac-sha256') {
      throw new KeystoreError(`unsupported pbkdf2 function ${params.prf}`);
    }
    if (!isPositiveInteger(params.c))
      throw damaged(`its pbkdf2 iteration count (c ${params.c}) is not valid`);
    return pbkdf2Sync(password, salt, params.c, params.dklen, 'sha256');
  }
  throw new KeystoreError(`unsupported key derivation ${crypto.kdf}`);
}

function mac(derivedKey, ciphertext) {
  return keccak256(Buffer.concat([derivedKey.subarray(16, 32), ciphertext])).slice(2);
}

/**
 * Decrypts a version 3 key file and returns the private key.
 * @param {string} json the file's text
 * @param {string} password
 * @returns {`0x${string}`}
 */
export function decryptKeystore(json, password) {
  let parsed;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new KeystoreError('the keystore file is not JSON');
  }
  const crypto = parsed?.crypto ?? parsed?.Crypto;
  if (parsed?.version !== 3 || !crypto) {
    throw new KeystoreError('the keystore file is not a version 3 encrypted key');
  }
  if (crypto.cipher !== 'aes-128-ctr') {
    throw new KeystoreError(`unsupported cipher ${crypto.cipher}`);
  }
  if (!isHex(crypto.ciphertext)) throw damaged('its ciphertext is missing or not hex');
  if (!isHex(crypto.cipherparams?.iv, AES_IV_BYTES)) {
    throw damaged(`its iv is missing or not ${AES_IV_BYTES} bytes of hex`);
  }
  if (!isHex(crypto.mac, MAC_HEX_DIGITS / 2))
    throw damaged('its mac is missing or not 32 bytes of hex');
  const derivedKey = deriveKey(crypto, password);
  const ciphertext = Buffer.from(crypto.ciphertext, 'hex');
  if (mac(derivedKey, ciphertext) !== String(crypto.mac).toLowerCase()) {
    throw new KeystoreError('wrong keystore password (or a damaged keystore file)');
  }
  const decipher = createDecipheriv(
    'aes-128-ctr',
    derivedKey.subarray(0, 16),
    Buffer.from(crypto.cipherparams.iv, 'hex'),
  );
  const key = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  return bytesToHex(key);
}

/**
 * Encrypts a private key into a version 3 key file (scrypt).
 * @param {`0x${string}`} privateKey
 * @param {string} password
 * @param {{ n?: number }} [options] a lower scrypt cost for tests only
 */
export function encryptKeystore(privateKey, password, options = {}) {
  const params = { ...SCRYPT_DEFAULTS, ...options, salt: randomBytes(32).toString('hex') };
  const crypto = { kdf: 'scrypt', kdfparams: params };
  const derivedKey = deriveKey(crypto, password);
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-128-ctr', derivedKey.subarray(0, 16), iv);
  const ciphertext = Buffer.concat([cipher.update(hexToBytes(privateKey)), cipher.final()]);
  return JSON.stringify({
    version: 3,
    id: randomUUID(),
    address: privateKeyToAccount(privateKey).address.slice(2).toLowerCase(),
    crypto: {
      cipher: 'aes-128-ctr',
      cipherparams: { iv: iv.toString('hex') },
      ciphertext: ciphertext.toString('hex'),
      kdf: 'scrypt',
      kdfparams: params,
      mac: mac(derivedKey, ciphertext),
    },
  });
}

/**
 * Reads a line from the terminal without echoing it.
 * @param {string} prompt
 * @returns {Promise<string>}
 */
export function promptHidden(prompt) {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    return Promise.reject(new KeystoreError(`${prompt.trim()} needs a terminal`));
  }
  return new Promise((resolvePrompt, reject) => {
    stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          done();
          resolvePrompt(value);
          return;
        }
        if (char === '\u0003') {
          done();
          reject(new KeystoreError('cancelled'));
          return;
        }
        if (char === '\u007f') value = value.slice(0, -1);
        else value += char;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function createCommand(file) {
  if (!file) throw new KeystoreError('usage: node scripts/contracts/keystore.mjs create <file>');
  const target = resolve(file);
  if (existsSync(target)) throw new KeystoreError(`${file} exists; choose another file name`);
  const key = (await promptHidden('Private key (0x…): ')).trim();
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new KeystoreError('not a 32-byte hex private key');
  const password = await promptHidden('Password: ');
  if (password.length < 8) throw new KeystoreError('use a password of at least 8 characters');
  if ((await promptHidden('Password again: ')) !== password) {
    throw new KeystoreError('the passwords differ');
  }
  writeFileSync(target, encryptKeystore(/** @type {`0x${string}`} */ (key), password), {
    mode: 0o600,
  });
  console.log(`wrote ${file} for ${privateKeyToAccount(key).address}`);
  // Keep the file out of the repository: .gitignore covers *.keystore.json.
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, file] = process.argv.slice(2);
  (command === 'create'
    ? createCommand(file)
    : Promise.reject(new KeystoreError('usage: node scripts/contracts/keystore.mjs create <file>'))
  ).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
