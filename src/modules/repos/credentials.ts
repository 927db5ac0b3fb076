// Clone-URL credentials and sealed provider tokens, both from one server secret: GIT_CREDENTIAL_SECRET, or, when
// it is unset outside production, 32 random bytes generated once into DATA_DIR/git-credentials.key (mode 0600), so
// a development server needs no setup. Production generates nothing, like ENV_ENCRYPTION_KEY (src/modules/env/key.ts):
// every instance must share one secret, which only the configuration can give them all, so until it is set the
// operations that need it refuse.
//
// A clone credential is `gt_<nonce>.<r|w>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`, signed over the
// business, the repository, the access and the expiry: it opens one repository until it expires, and nothing is
// stored per credential. Expiry is read from services.clock, so tests move time instead of waiting.
//
// Tokens of connected repositories are sealed with AES-256-GCM. Each use has its own key derived with HKDF, so a
// signature can never be replayed as a key or the other way round.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Config } from '../../kernel/config.js';
import { AppError } from '../../kernel/errors.js';
import { randomBase62 } from '../../kernel/ids.js';
import { safeEqual, secretFile } from '../../kernel/secrets.js';
import type { Services } from '../../services.js';
import type { SealedSecret } from './model.js';

export type CloneAccess = 'read' | 'write';

/** The username clone URLs carry; any username is accepted, only the password is checked. */
export const CLONE_USER = 'x-token';
export const SECRET_FILE = 'git-credentials.key';

const CREDENTIAL = /^gt_([A-Za-z0-9]{16})\.([rw])\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

interface Keys {
  sign: Buffer;
  seal: Buffer;
}

const keysOf = new WeakMap<Config['git'], Promise<Keys>>();

/** The secret, from configuration or, outside production, the data directory (created on first use). */
async function loadSecret(config: Config): Promise<Buffer> {
  if (config.git.secret) return Buffer.from(config.git.secret, 'utf8');
  if (config.production) {
    throw new AppError(
      'INTERNAL',
      'GIT_CREDENTIAL_SECRET is not set: production servers do not generate one, as every instance must use the same secret',
    );
  }
  const file = join(config.dataDir, SECRET_FILE);
  const secret = await secretFile(file);
  if (secret.length < 32)
    throw new Error(
      `${file} does not hold a 32-byte base64 secret; remove it to have a new one made (outstanding clone URLs stop working)`,
    );
  return secret;
}

function keys(config: Config): Promise<Keys> {
  let k = keysOf.get(config.git);
  if (!k) {
    k = loadSecret(config).then((secret) => ({
      sign: Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'repos clone-url credential v1', 32)),
      seal: Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'repos provider token v1', 32)),
    }));
    // A failed read is not remembered: the next call tries again.
    k.catch(() => keysOf.delete(config.git));
    keysOf.set(config.git, k);
  }
  return k;
}

function signature(
  key: Buffer,
  businessId: string,
  repoId: string,
  access: 'r' | 'w',
  exp: number,
  nonce: string,
): string {
  return createHmac('sha256', key)
    .update(`v1\n${businessId}\n${repoId}\n${access}\n${exp}\n${nonce}`)
    .digest('base64url');
}

export interface RepoRef {
  business_id: string;
  repo_id: string;
}

/** A new credential for `ref`, valid until `expiresAt` (whole seconds). */
export async function mintCloneCredential(
  services: Pick<Services, 'config'>,
  ref: RepoRef,
  access: CloneAccess,
  expiresAt: Date,
): Promise<string> {
  const { sign } = await keys(services.config);
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const nonce = randomBase62(16);
  const a = access === 'write' ? 'w' : 'r';
  return `gt_${nonce}.${a}.${exp}.${signature(sign, ref.business_id, ref.repo_id, a, exp, nonce)}`;
}

export type CredentialCheck =
  | { ok: true; access: CloneAccess; expiresAt: Date }
  | { ok: false; reason: 'malformed' | 'invalid' | 'expired' };

/** Whether `presented` opens `ref` now (services.clock). */
export async function checkCloneCredential(
  services: Pick<Services, 'config' | 'clock'>,
  ref: RepoRef,
  presented: string,
): Promise<CredentialCheck> {
  const m = CREDENTIAL.exec(presented);
  if (!m) return { ok: false, reason: 'malformed' };
  const [, nonce, a, expRaw, sig] = m;
  const exp = Number(expRaw);
  const { sign } = await keys(services.config);
  if (!safeEqual(sig, signature(sign, ref.business_id, ref.repo_id, a as 'r' | 'w', exp, nonce)))
    return { ok: false, reason: 'invalid' };
  if (exp * 1000 <= services.clock.now().getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, access: a === 'w' ? 'write' : 'read', expiresAt: new Date(exp * 1000) };
}

/** Seals `plain` for storage; `context` (the repository id) is bound in, so a sealed value cannot be moved to another. */
export async function sealSecret(
  services: Pick<Services, 'config'>,
  plain: string,
  context: string,
): Promise<SealedSecret> {
  const { seal } = await keys(services.config);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', seal, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

export async function openSecret(
  services: Pick<Services, 'config'>,
  sealed: SealedSecret,
  context: string,
): Promise<string> {
  const { seal } = await keys(services.config);
  const decipher = createDecipheriv('aes-256-gcm', seal, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]).toString('utf8');
}
