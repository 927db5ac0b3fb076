// Issuing and resolving API keys. The raw key is returned once at issue time and never stored; lookups hash the
// presented key and find it by its unique hash. Resolved keys are cached briefly per process so the hot path
// (every storefront request) does not read the store; revocation takes effect at once in the process that
// revokes (forgetRevokedKey) and within KEY_CACHE_MS in every other. A key's last use is written at most once a
// minute (src/modules/keys/rules/last-used.ts), off the request's path when the key came from the cache.
import type { ClientSession, Db } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { hashSecret, newKey, parseKey, type Mode } from '../../kernel/secrets.js';
import { useIsDue } from './rules/last-used.js';
import { apiKeys, recordUse } from './store.js';
import type { ApiKeyDoc } from './model.js';
import type { ApiKeyKind } from '../../kernel/caller.js';

export const KEY_CACHE_MS = 5_000;

export interface IssueKeyInput {
  kind: ApiKeyKind;
  livemode: boolean;
  business_id: string;
  business_ids?: string[];
  scopes?: string[];
  name?: string;
  expires_at?: Date | null;
  /** The account that creates the key (src/modules/business/owners.ts). */
  owner_account_id?: string | null;
  now?: Date;
  session?: ClientSession;
}

export async function issueApiKey(db: Db, input: IssueKeyInput): Promise<{ key: string; doc: ApiKeyDoc }> {
  const mode: Mode = input.livemode ? 'live' : 'test';
  const key = newKey(input.kind, mode);
  const now = input.now ?? new Date();
  const doc: ApiKeyDoc = {
    _id: newId('apiKey'),
    key_hash: hashSecret(key),
    prefix: key.slice(0, 12),
    kind: input.kind,
    livemode: input.livemode,
    business_id: input.business_id,
    business_ids: [...new Set([input.business_id, ...(input.business_ids ?? [])])],
    scopes: input.scopes ?? [],
    name: input.name ?? `${input.kind} key`,
    created_at: now,
    expires_at: input.expires_at ?? null,
    revoked_at: null,
    last_used_at: null,
    ...(input.owner_account_id ? { owner_account_id: input.owner_account_id } : {}),
  };
  await apiKeys(db).insertOne(doc, { session: input.session });
  return { key, doc };
}

/** Every resolver of this process, so a revocation reaches their caches without a handle on them. */
const resolvers = new Set<WeakRef<KeyResolver>>();

/** Drops a revoked key from every cache of this process: its next request reads the store and is refused. */
export function forgetRevokedKey(id: string): void {
  for (const ref of resolvers) {
    const resolver = ref.deref();
    if (resolver) resolver.forgetId(id);
    else resolvers.delete(ref);
  }
}

export class KeyResolver {
  private readonly cache = new Map<string, { doc: ApiKeyDoc | null; at: number }>();

  /** `ms` reads the time the cache ages by (tests pass their own to check the KEY_CACHE_MS bound). */
  constructor(
    private readonly db: Db,
    private readonly ms: () => number = Date.now,
  ) {
    resolvers.add(new WeakRef(this));
  }

  /** The live key document for a presented key, or null when unknown, malformed, revoked or expired. */
  async resolve(raw: string, now: Date): Promise<ApiKeyDoc | null> {
    const known = this.peek(raw, now);
    if (known !== undefined) return known;
    const at = this.ms();
    const doc = await apiKeys(this.db).findOne({ key_hash: hashSecret(raw) });
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(raw, { doc, at });
    const found = live(doc, now);
    // This request reads the store anyway, so the use is written before it goes on: a key's first use is
    // listed by the time its first answer arrives.
    if (found) await this.used(found, now);
    return found;
  }

  /**
   * What resolve() would answer when that needs no store read (the key is cached, or malformed); undefined
   * otherwise. Lets the request pipeline stay synchronous for the usual request.
   */
  peek(raw: string, now: Date): ApiKeyDoc | null | undefined {
    // Keyed by the presented key itself: the hash is needed only to ask the store.
    const hit = this.cache.get(raw);
    if (hit && this.ms() - hit.at <= KEY_CACHE_MS) {
      const found = live(hit.doc, now);
      if (found) void this.used(found, now);
      return found;
    }
    return parseKey(raw) ? undefined : null;
  }

  /** Forget a key at once (after revocation in this process). */
  forget(raw: string): void {
    this.cache.delete(raw);
  }

  /** Forget a key by its id (revocation knows the id, not the secret). */
  forgetId(id: string): void {
    for (const [raw, hit] of this.cache) if (hit.doc?._id === id) this.cache.delete(raw);
  }

  /**
   * Records a use when one is due. The cached copy takes the time first, so the requests that follow in this
   * process do not write again; a failed write is only a use not recorded, never a failed request.
   */
  private used(doc: ApiKeyDoc, now: Date): Promise<void> {
    if (!useIsDue(doc.last_used_at, now)) return Promise.resolve();
    doc.last_used_at = now;
    return recordUse(this.db, doc._id, now).catch(() => undefined);
  }
}

function live(doc: ApiKeyDoc | null, now: Date): ApiKeyDoc | null {
  if (!doc || doc.revoked_at || (doc.expires_at && doc.expires_at <= now)) return null;
  return doc;
}
