// Idempotent writes with Stripe's semantics, for every operation that declares the Idempotency-Key header (or whose
// handler names a body field of that meaning, as the platform's `idempotency_key`):
//   - the first completed answer for a key is stored and replayed, marked as a replay, for a retry with the same
//     key and the same input within 24 hours (one hour on the platform, as its contract says);
//   - the same key with a different input is IDEMPOTENCY_CONFLICT (409 over HTTP);
//   - a retry while the first call is still running is IDEMPOTENCY_CONFLICT, retryable;
//   - a call that fails (validation, a payment provider outage, any error) leaves nothing stored, so the key stays
//     usable for a corrected or later retry.
// Keys are scoped to the realm (the business, or the account surface), the mode, the operation and the principal
// (customer, storefront session or key, unless the operation names another), so one caller's key can never
// replay another caller's answer.
import { createHash } from 'node:crypto';
import type { Db } from 'mongodb';
import { AppError } from '../kernel/errors.js';
import { isDuplicateKeyError } from '../store/errors.js';
import { COLLECTION, insertOneLean, sharedCollection } from '../store/index.js';
import { updateIn } from '../store/transaction.js';
import type { HandlerResult, OperationContext, OperationResult } from './types.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** The platform's keys count for an hour (its contract's rule); the record itself stays for the 24-hour sweep. */
export const PLATFORM_IDEMPOTENCY_MS = 60 * 60 * 1000;
const windowMs = (ctx: OperationContext) => (ctx.surface === 'platform' ? PLATFORM_IDEMPOTENCY_MS : IDEMPOTENCY_TTL_MS);
/** A record still `in_progress` after this long belongs to a call that died; a retry may take it over. */
export const IN_PROGRESS_LEASE_MS = 60 * 1000;

interface StoredAnswer {
  status: number;
  data: unknown;
  bare?: boolean;
  headers?: Record<string, string | string[]>;
}

interface IdempotencyDoc {
  _id: string;
  business_id: string;
  livemode: boolean;
  key: string;
  scope: string;
  request_hash: string;
  state: 'in_progress' | 'completed';
  response: StoredAnswer | null;
  created_at: Date;
  locked_at: Date;
}

/** Stable JSON (sorted keys) so the same input always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const inProgress = () => new AppError('IDEMPOTENCY_CONFLICT', 'A request with this Idempotency-Key is in progress; retry shortly', { retryable: true });

export interface IdempotentCall {
  key: string;
  /** Fields of the body left out of the hash (the body's own copy of the key). */
  excludeFromHash?: string[];
  /** Overrides the default principal. */
  principal?: string;
}

/** The key of this call: the Idempotency-Key header, else the operation's body field of the same meaning. */
export function idempotencyKeyOf(ctx: OperationContext, bodyField?: string): string | undefined {
  const fromHeader = ctx.header('idempotency-key');
  if (fromHeader) return fromHeader;
  if (bodyField && ctx.body && typeof ctx.body === 'object') {
    const v = (ctx.body as Record<string, unknown>)[bodyField];
    if (typeof v === 'string' && v.length > 0) return v;
  }
  return undefined;
}

function defaultPrincipal(ctx: OperationContext): string {
  const c = ctx.caller;
  return c.customer?.id ?? c.sessionId ?? c.key?.id ?? 'anonymous';
}

/**
 * Runs `run` at most once per (realm, mode, operation, principal, key). The account surface (Link) spans
 * businesses, so its realm is the surface rather than a business.
 */
export async function runIdempotently(
  ctx: OperationContext,
  call: IdempotentCall,
  run: () => Promise<HandlerResult>,
): Promise<OperationResult> {
  const tenant = ctx.caller.tenant;
  const realm = ctx.surface === 'link' ? 'link' : tenant?.business_id;
  const finish = (r: HandlerResult): OperationResult => ({ ...r, status: r.status ?? 200 });
  if (!realm) return finish(await run());
  const livemode = tenant?.livemode ?? true;
  const db: Db = ctx.services.db;
  // Keyed by a hash of realm (a business, or Link), mode, scope and key: not a tenant collection.
  const records = sharedCollection<IdempotencyDoc>(db, COLLECTION.idempotency_keys);
  const now = ctx.services.clock.now();
  const scope = `${ctx.operationId}:${call.principal ?? defaultPrincipal(ctx)}`;
  const body = ctx.body && typeof ctx.body === 'object' ? { ...(ctx.body as Record<string, unknown>) } : ctx.body;
  for (const f of call.excludeFromHash ?? []) if (body && typeof body === 'object') delete (body as Record<string, unknown>)[f];
  const requestHash = sha256(canonical({ params: ctx.params, query: ctx.query, body }));
  const id = sha256(`${realm}|${livemode}|${scope}|${call.key}`);

  const claim = async (): Promise<boolean> => {
    try {
      await insertOneLean(records, {
        _id: id,
        business_id: realm,
        livemode,
        key: call.key,
        scope,
        request_hash: requestHash,
        state: 'in_progress',
        response: null,
        created_at: now,
        locked_at: now,
      });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  };

  if (!(await claim())) {
    const existing = await records.findOne({ _id: id });
    if (!existing) {
      // Swept between our insert and read; one more attempt decides.
      if (!(await claim())) throw inProgress();
    } else if (now.getTime() - existing.created_at.getTime() >= windowMs(ctx)) {
      await records.deleteOne({ _id: id, created_at: existing.created_at });
      if (!(await claim())) throw inProgress();
    } else if (existing.request_hash !== requestHash) {
      throw new AppError('IDEMPOTENCY_CONFLICT', 'Idempotency-Key was already used with a different request');
    } else if (existing.state === 'completed' && existing.response) {
      const r = existing.response;
      return { status: r.status, data: r.data, bare: r.bare, headers: r.headers, replayed: true };
    } else {
      // In progress: take over only a lease that has lapsed (its call died mid-way).
      const lapsed = new Date(now.getTime() - IN_PROGRESS_LEASE_MS);
      const taken = await records.updateOne({ _id: id, state: 'in_progress', locked_at: { $lte: lapsed } }, { $set: { locked_at: now } });
      if (taken.modifiedCount !== 1) throw inProgress();
    }
  }

  // The handler may complete the record inside its own transaction (types.ts IdempotentRecord).
  let completedByHandler = false;
  ctx.idempotency = {
    completion(answer) {
      completedByHandler = true;
      return updateIn<IdempotencyDoc>(COLLECTION.idempotency_keys, { _id: id, state: 'in_progress' }, { $set: { state: 'completed', response: storedAnswer(answer) } });
    },
  };
  let result: HandlerResult;
  try {
    result = await run();
  } catch (err) {
    // A record completed in a committed transaction stays: the effect happened, and a retry replays it.
    await records.deleteOne({ _id: id, state: 'in_progress' }).catch(() => undefined);
    throw err;
  } finally {
    ctx.idempotency = undefined;
  }
  if (!completedByHandler) await records.updateOne({ _id: id }, { $set: { state: 'completed', response: storedAnswer(result) } });
  return finish(result);
}

function storedAnswer(result: HandlerResult): StoredAnswer {
  const answer: StoredAnswer = { status: result.status ?? 200, data: result.data ?? null };
  if (result.bare) answer.bare = true;
  if (result.headers) answer.headers = result.headers;
  return answer;
}
