// Sealing variable values with AES-256-GCM. A sealed value names the key that sealed it (a fingerprint, not the
// key) and is bound to its row (business, project, scope, name) as associated data, so it opens only under that key
// and only where it was written: a value copied to another variable or project fails to open instead of leaking.
// Opening never answers garbage: another key, or bytes changed at rest, is an EnvSealError saying which.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class EnvSealError extends Error {
  constructor(
    message: string,
    readonly reason: 'other-key' | 'damaged',
  ) {
    super(message);
    this.name = 'EnvSealError';
  }
}

/** A short public name of a key: tells which key sealed a value, reveals nothing of it. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update('env-encryption-key-id\0').update(key).digest('hex').slice(0, 16);
}

export function seal(key: Buffer, value: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${VERSION}.${keyId(key)}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export function open(key: Buffer, sealed: string, context: string): string {
  const [version, sealedBy, payload] = sealed.split('.');
  if (version !== VERSION || !sealedBy || payload === undefined)
    throw new EnvSealError('the stored value is not in a format this server reads', 'damaged');
  const current = keyId(key);
  if (sealedBy !== current) {
    throw new EnvSealError(
      `it was encrypted with another key (key id ${sealedBy}) than the configured one (key id ${current})`,
      'other-key',
    );
  }
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new EnvSealError('the stored value is truncated', 'damaged');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  try {
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new EnvSealError(
      'its authentication tag does not match (the stored bytes were changed, or belong to another variable)',
      'damaged',
    );
  }
}
