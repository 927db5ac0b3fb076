// A business's UCP signing keys, one set per mode: EC P-256 key pairs whose public halves the business profile
// publishes (`signing_keys`) and whose current private half signs the order events sent to agents (RFC 9421).
//
// - The first key is made on first need (the profile asked for, an event signed), so a new business needs no setup.
// - Exactly one key signs at a time: it holds `signing_slot`, which a unique index allows once per business and
//   mode, so two processes making the first key at once keep one (the other reads it back).
// - Rotation makes a new signing key and retires the old one, which stays published for RETIRED_KEY_LISTED_MS
//   (7 days, UCP's minimum grace for verifiers; far beyond the 24-hour retry window of the deliveries it signed,
//   src/modules/webhooks/rules/retry-schedule.ts) and then drops out of the profile. A compromised key is retired
//   unlisted at once. A retired key keeps no private half: signing is done with the current key (another process
//   may sign with the one just retired for a few seconds: signingKeyDoc).
// - Private halves are sealed (AES-256-GCM, kernel/secrets.ts) under a key derived from ENV_ENCRYPTION_KEY, the
//   service's at-rest key; outside production, without it, from DATA_DIR/ucp-signing.key (made on first use).
import { hkdfSync } from 'node:crypto';
import { join } from 'node:path';
import type { Db } from 'mongodb';
import type { Config } from '../../kernel/config.js';
import { AppError } from '../../kernel/errors.js';
import {
  type EcPrivateJwk,
  type EcPublicJwk,
  generateSigningKey,
  type PublishedJwk,
  importJwk,
  publicPart,
} from '../../kernel/http-signatures.js';
import { randomBase62 } from '../../kernel/ids.js';
import { openText, sealText, secretFile } from '../../kernel/secrets.js';
import type { Services } from '../../services.js';
import { COLLECTION, isDuplicateKeyError, tenantCollection, type TenantContext } from '../../store/index.js';
import { inTransaction } from '../../store/transaction.js';

/** How long a retired key stays in the published `signing_keys` (UCP asks verifiers to accept old keys ≥ 7 days). */
export const RETIRED_KEY_LISTED_MS = 7 * 24 * 60 * 60 * 1000;
const SIGNING = 'signing';

export interface UcpSigningKeyDoc {
  /** The key id (`kid`), unique across businesses and modes. */
  _id: string;
  business_id: string;
  livemode: boolean;
  public_jwk: EcPublicJwk;
  /** The private JWK, sealed; null once the key is retired. */
  private_jwk_sealed: string | null;
  /** `signing` on the one key that signs now; absent on retired keys. */
  signing_slot?: typeof SIGNING;
  created_at: Date;
  retired_at: Date | null;
  /** Until when a retired key is still published; null while it signs. */
  listed_until: Date | null;
}

const signingKeys = (db: Db, t: TenantContext) =>
  tenantCollection<UcpSigningKeyDoc>(db, COLLECTION.ucp_signing_keys, t);

/** Per key file: concurrent first uses in one process read (or make) it once. */
const devSeals = new Map<string, Promise<Buffer>>();

async function sealingKey(config: Pick<Config, 'env' | 'production' | 'dataDir'>): Promise<Buffer> {
  let root = config.env.encryptionKey;
  if (!root) {
    if (config.production)
      throw new AppError('INTERNAL', 'ENV_ENCRYPTION_KEY is not set: production needs it to seal UCP signing keys');
    const file = join(config.dataDir, 'ucp-signing.key');
    let pending = devSeals.get(file);
    if (!pending) {
      pending = secretFile(file, 32);
      devSeals.set(file, pending);
      pending.catch(() => devSeals.delete(file));
    }
    root = await pending;
  }
  // A key of its own, so these values never open under the key of environment variables (nor the reverse).
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'ucp-signing-keys', 32));
}

const sealContext = (tenant: TenantContext, kid: string) =>
  `ucp-signing-key\0${tenant.business_id}\0${tenant.livemode ? 'live' : 'test'}\0${kid}`;

function newKid(now: Date, tenant: TenantContext): string {
  // Readable (mode and day) and unique: `ucp_test_20260411_…`.
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `ucp_${tenant.livemode ? 'live' : 'test'}_${day}_${randomBase62(12)}`;
}

async function newKeyDoc(services: Services, tenant: TenantContext): Promise<UcpSigningKeyDoc> {
  const now = services.clock.now();
  const kid = newKid(now, tenant);
  const { publicJwk, privateJwk } = generateSigningKey(kid);
  const sealed = sealText(await sealingKey(services.config), JSON.stringify(privateJwk), sealContext(tenant, kid));
  return {
    _id: kid,
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    public_jwk: publicJwk,
    private_jwk_sealed: sealed,
    signing_slot: SIGNING,
    created_at: now,
    retired_at: null,
    listed_until: null,
  };
}

/** The key that signs now in `tenant`, made when there is none yet. */
async function currentKey(services: Services, tenant: TenantContext): Promise<UcpSigningKeyDoc> {
  const col = signingKeys(services.db, tenant);
  const found = await col.findOne({ signing_slot: SIGNING });
  if (found) return found;
  const doc = await newKeyDoc(services, tenant);
  try {
    await col.insertOne(doc);
    return doc;
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    // Another request made the first key at the same moment: use that one.
    const theirs = await col.findOne({ signing_slot: SIGNING });
    if (!theirs) throw err;
    return theirs;
  }
}

/** The keys published in `tenant` (the profile's, the platform API's and the CLI's list): the signing key first, then
 * retired keys still in their grace, newest first. */
export async function listSigningKeys(services: Services, tenant: TenantContext): Promise<UcpSigningKeyDoc[]> {
  await currentKey(services, tenant);
  const now = services.clock.now();
  const rows = await signingKeys(services.db, tenant)
    .find({ $or: [{ signing_slot: SIGNING }, { listed_until: { $gt: now } }] })
    .sort({ created_at: -1, _id: -1 })
    .toArray();
  return rows.sort((a, b) => Number(b.signing_slot === SIGNING) - Number(a.signing_slot === SIGNING));
}

/** The public keys a business's profile publishes in one mode (`signing_keys`), making the first one if needed. */
export async function publishedSigningKeys(
  services: Services,
  businessId: string,
  livemode: boolean,
): Promise<PublishedJwk[]> {
  const rows = await listSigningKeys(services, { business_id: businessId, livemode });
  return rows.map((r) => publicPart(r.public_jwk));
}

/** The private key to sign with now in a business's mode (made if needed): its JWK, whose `kid` goes in keyid. */
export async function signingKeyFor(services: Services, businessId: string, livemode: boolean): Promise<EcPrivateJwk> {
  const tenant = { business_id: businessId, livemode };
  const doc = await signingKeyDoc(services, tenant);
  if (!doc.private_jwk_sealed) throw new AppError('INTERNAL', `UCP signing key ${doc._id} has no private half`);
  const kept = opened.get(doc._id);
  if (kept && kept.sealed === doc.private_jwk_sealed) return kept.jwk;
  const jwk = JSON.parse(
    openText(await sealingKey(services.config), doc.private_jwk_sealed, sealContext(tenant, doc._id)),
  ) as EcPrivateJwk;
  importJwk(jwk); // a damaged key fails here, not halfway through a signature
  if (opened.size >= MAX_OPENED) opened.delete(opened.keys().next().value!);
  opened.set(doc._id, { sealed: doc.private_jwk_sealed, jwk: Object.freeze(jwk) });
  return jwk;
}

/**
 * The current key as this process last read it, for at most CURRENT_KEY_TTL_MS of real time: every event signed
 * read it before, one store round trip of the agent's event for a document that changes only at a rotation. A
 * rotation in this process is seen at once (it forgets the tenant's entry); one by another process within the TTL,
 * during which this process signs with the key just retired. That key is still published for 7 days (verifiers
 * accept it), and a compromised one, unpublished at once, only fails those few attempts, which are retried and
 * signed afresh with the new key.
 */
const CURRENT_KEY_TTL_MS = 5_000;
const currentKeys = new WeakMap<object, Map<string, { doc: UcpSigningKeyDoc; until: number }>>();
const tenantKey = (t: TenantContext) => `${t.business_id}:${t.livemode ? 'live' : 'test'}`;

async function signingKeyDoc(services: Services, tenant: TenantContext): Promise<UcpSigningKeyDoc> {
  let kept = currentKeys.get(services.store);
  if (!kept) currentKeys.set(services.store, (kept = new Map()));
  const hit = kept.get(tenantKey(tenant));
  if (hit && hit.until > Date.now()) return hit.doc;
  const doc = await currentKey(services, tenant);
  if (kept.size >= MAX_OPENED) kept.delete(kept.keys().next().value!);
  kept.set(tenantKey(tenant), { doc, until: Date.now() + CURRENT_KEY_TTL_MS });
  return doc;
}

/** Signing keys unsealed in this process, by kid (a key's halves never change; the sealed text is checked too). The
 * same object is handed out each time, so the signer's import of it is kept as well (http-signatures.ts). */
const opened = new Map<string, { sealed: string; jwk: EcPrivateJwk }>();
const MAX_OPENED = 1_000;

/** Keys as the platform API lists them. */
export function presentSigningKey(doc: UcpSigningKeyDoc) {
  return {
    kid: doc._id,
    status: doc.signing_slot === SIGNING ? ('signing' as const) : ('retired' as const),
    public_jwk: publicPart(doc.public_jwk),
    created_at: doc.created_at.toISOString(),
    retired_at: doc.retired_at ? doc.retired_at.toISOString() : null,
    listed_until: doc.listed_until ? doc.listed_until.toISOString() : null,
  };
}

/**
 * Rotates `tenant`'s signing key: a new key signs from now on; the previous one is retired and stays published for
 * RETIRED_KEY_LISTED_MS, or is unpublished at once when `compromised`. Returns the published keys afterwards.
 */
export async function rotateSigningKey(
  services: Services,
  tenant: TenantContext,
  opts: { compromised?: boolean } = {},
): Promise<UcpSigningKeyDoc[]> {
  const fresh = await newKeyDoc(services, tenant);
  const now = fresh.created_at;
  const listedUntil = opts.compromised ? now : new Date(now.getTime() + RETIRED_KEY_LISTED_MS);
  const col = signingKeys(services.db, tenant);
  // One transaction: the slot passes from the old key to the new one with no moment in which neither holds it.
  await inTransaction(services, async (session) => {
    await col.updateOne(
      { signing_slot: SIGNING },
      {
        $unset: { signing_slot: '' },
        $set: { retired_at: now, listed_until: listedUntil, private_jwk_sealed: null },
      },
      { session },
    );
    await col.insertOne(fresh, { session });
  });
  currentKeys.get(services.store)?.delete(tenantKey(tenant));
  return listSigningKeys(services, tenant);
}
