// Issuing and resolving API keys. The raw key is returned once at issue time and never stored; lookups hash the
// presented key and find it by its unique hash. Resolved keys are cached briefly per process so the hot path
// (every storefront request) does not read the store; revocation takes effect within KEY_CACHE_MS.
import type { Db } from 'mongodb';
import { newId } from '../../kernel/ids.js';
import { hashSecret, newKey, parseKey, type Mode } from '../../kernel/secrets.js';
import type { ApiKeyDoc, ApiKeyKind } from './model.js';
import { apiKeys } from './store.js';

export const KEY_CACHE_MS = 5_000;

export interface IssueKeyInput {
  kind: ApiKeyKind;
  livemode: boolean;
  business_id: string;
  business_ids?: string[];
  scopes?: string[];
  name?: string;
  expires_at?: Date | null;
  now?: Date;
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
  };
  await apiKeys(db).insertOne(doc);
  return { key, doc };
}

export class KeyResolver {
  private readonly cache = new Map<string, { doc: ApiKeyDoc | null; at: number }>();

  constructor(private readonly db: Db) {}

  /** The live key document for a presented key, or null when unknown, malformed, revoked or expired. */
  async resolve(raw: string, now: Date): Promise<ApiKeyDoc | null> {
    const known = this.peek(raw, now);
    if (known !== undefined) return known;
    const at = Date.now();
    const doc = await apiKeys(this.db).findOne({ key_hash: hashSecret(raw) });
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(raw, { doc, at });
    return live(doc, now);
  }

  /**
   * What resolve() would answer when that needs no store read (the key is cached, or malformed); undefined
   * otherwise. Lets the request pipeline stay synchronous for the usual request.
   */
  peek(raw: string, now: Date): ApiKeyDoc | null | undefined {
    // Keyed by the presented key itself: the hash is needed only to ask the store.
    const hit = this.cache.get(raw);
    if (hit && Date.now() - hit.at <= KEY_CACHE_MS) return live(hit.doc, now);
    return parseKey(raw) ? undefined : null;
  }

  /** Forget a key at once (after revocation in this process). */
  forget(raw: string): void {
    this.cache.delete(raw);
  }
}

function live(doc: ApiKeyDoc | null, now: Date): ApiKeyDoc | null {
  if (!doc || doc.revoked_at || (doc.expires_at && doc.expires_at <= now)) return null;
  return doc;
}
