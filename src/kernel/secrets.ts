// Bearer secrets (API keys, session and refresh tokens, bill tokens, OTP codes): generated from the OS CSPRNG,
// stored only as SHA-256 hashes, and compared in constant time. Keys are looked up by their hash; with ≥128 bits
// of entropy an index lookup on the hash leaks nothing usable through timing.
import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomBase62 } from './ids.js';

export type KeyKind = 'publishable' | 'secret' | 'business';
export type Mode = 'test' | 'live';

const KEY_FORMAT = /^(pk|sk|dk)_(test|live)_([A-Za-z0-9]{24,64})$/;

export interface ParsedKey {
  kind: KeyKind;
  mode: Mode;
  livemode: boolean;
}

/** Recognises the key families by prefix: every family has a live and a test (sandbox) mode. */
export function parseKey(raw: string): ParsedKey | undefined {
  const m = KEY_FORMAT.exec(raw);
  if (!m) return undefined;
  const kind: KeyKind = m[1] === 'pk' ? 'publishable' : m[1] === 'sk' ? 'secret' : 'business';
  const mode = m[2] as Mode;
  return { kind, mode, livemode: mode === 'live' };
}

const PREFIX: Record<KeyKind, string> = { publishable: 'pk', secret: 'sk', business: 'dk' };

/** 32 base62 characters ≈ 190 bits. */
export function newKey(kind: KeyKind, mode: Mode): string {
  return `${PREFIX[kind]}_${mode}_${randomBase62(32)}`;
}

/** An opaque bearer token with a readable family prefix (`st_` session, `rt_` refresh, `bt_` bill). */
export function newToken(prefix: string): string {
  return `${prefix}_${randomBase62(32)}`;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A numeric one-time code of `digits` digits, uniformly distributed. */
export function newOtpCode(digits = 6): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

/**
 * The secret kept in `file` (base64, one line) for a server whose configuration gives none: `bytes` random bytes,
 * written (mode 0600, its folder created) when the file is not there yet. Written aside and linked into place, as
 * link() fails on an existing file: processes starting at once on one data directory all keep the first one's, and
 * none reads a file half written. What an existing file holds is the caller's to check.
 */
export async function secretFile(file: string, bytes = 32): Promise<Buffer> {
  const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  try {
    return await read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await mkdir(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBase62(8)}`;
  await writeFile(draft, `${randomBytes(bytes).toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(draft);
  }
  return read();
}

/**
 * Seals `plain` for storage with AES-256-GCM under a 32-byte `key`: `v1.` + base64url(iv ‖ ciphertext ‖ tag).
 * `context` (the row it belongs to) is bound in as associated data, so a sealed value copied elsewhere does not open.
 */
export function sealText(key: Buffer, plain: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** Opens what sealText sealed with the same key and context; throws when either differs or the bytes changed. */
export function openText(key: Buffer, sealed: string, context: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('sealed value: unknown format');
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  if (bytes.length < 28) throw new Error('sealed value: truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
}
