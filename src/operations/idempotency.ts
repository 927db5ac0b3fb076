// Idempotent writes with Stripe's semantics, for every operation that declares the Idempotency-Key header (or whose
// handler names a body field of that meaning, as the platform's `idempotency_key`):
//   - the first completed answer for a key is stored and replayed, marked as a replay, for a retry with the same
//     key and the same input within 24 hours (one hour on the platform, as its contract says);
//   - the same key with a different input is IDEMPOTENCY_CONFLICT (409 over HTTP);
//   - a retry while the first call is still running is IDEMPOTENCY_CONFLICT, retryable;
//   - a call that fails (validation, a payment provider outage, any error) leaves nothing stored, so the key stays
//     usable for a corrected or later retry; unless its handler completed the record in a transaction that
//     committed before the failure (a commit whose reply was lost, a step after the commit): then the effect
//     happened, and the call answers what that transaction stored, as a retry would;
//   - after a store failure under the handler, the 503 says whether a retry with the key is safe: when the handler
//     completes the record in its transaction (above), or the operation is repeatable; otherwise part of its effect
//     may have been made, and running it again could make it twice;
//   - a claim whose outcome the store left unknown (the record written, its acknowledgement lost) is recognised as
//     this call's own by the claim's random id, instead of blocking the key as "in progress" for the lease.
// Keys are scoped to the realm (the business, or the account surface), the mode, the operation and the principal
// (customer, storefront session, key, or a UCP agent's profile URL, unless the operation names another), so one
// caller's key can never replay another caller's answer.
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from 'mongodb';
import { AppError, storeUnavailable } from '../kernel/errors.js';
import { isDuplicateKeyError, isStoreUnavailable } from '../store/errors.js';
import { COLLECTION, insertOneLean, sharedCollection } from '../store/index.js';
import { updateIn } from '../store/transaction.js';
import type { HandlerResult, OperationContext, OperationResult } from './types.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** The platform's keys count for an hour (its contract's rule); the record itself stays for the 24-hour sweep. */
export const PLATFORM_IDEMPOTENCY_MS = 60 * 60 * 1000;
const windowMs = (ctx: OperationContext) => (ctx.surface === 'platform' ? PLATFORM_IDEMPOTENCY_MS : IDEMPOTENCY_TTL_MS);
/** A record still `in_progress` after this long belongs to a call that died; a retry may take it over. */
export const IN_PROGRESS_LEASE_MS = 60 * 1000;

/**
 * An answer as its record keeps it. The body is kept as the JSON text it is sent as (`json`), not as a document: a
 * record is written once and read only by a replay, and a document the size of a checkout's answer (2–3 kB, some
 * hundred values) cost the store a decoding and an encoding of every value at each write, and its memory that many
 * objects, where text is one value. A replay parses it: the client gets what JSON made of the first answer, which is
 * also what the first answer sent. Records written before hold the body as a document (`data`).
 */
interface StoredAnswer {
  status: number;
  json?: string;
  data?: unknown;
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
  /** A random id of the call that claimed the record (so it knows its own claim when the store's answer was lost). */
  claim_id?: string;
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

const inProgress = () =>
  new AppError('IDEMPOTENCY_CONFLICT', 'A request with this Idempotency-Key is in progress; retry shortly', {
    retryable: true,
  });

export interface IdempotentCall {
  key: string;
  /** Fields of the body left out of the hash (the body's own copy of the key). */
  excludeFromHash?: string[];
  /** Overrides the default principal. */
  principal?: string;
  /** Whether the operation may be sent again whatever it did before failing (a read, a confirm); default no. */
  repeatable?: () => boolean;
  /** The handler changes nothing but in the transaction that completes the record (IdempotencyOptions). */
  completesRecord?: boolean;
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
  // A UCP agent has no key: its keys are its own by its profile URL (UCP's rule), whoever else calls.
  if (c.agent) return `agent:${c.agent.profile_url}`;
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
  for (const f of call.excludeFromHash ?? [])
    if (body && typeof body === 'object') delete (body as Record<string, unknown>)[f];
  const requestHash = sha256(canonical({ params: ctx.params, query: ctx.query, body }));
  const id = sha256(`${realm}|${livemode}|${scope}|${call.key}`);

  const claimId = randomUUID();
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
        claim_id: claimId,
      });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      // Written or not? The record says (and a store still down throws).
      if (isStoreUnavailable(err) && (await records.findOne({ _id: id }))?.claim_id === claimId) return true;
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
      return { ...answerOf(existing.response), replayed: true };
    } else {
      // In progress: take over only a lease that has lapsed (its call died mid-way).
      const lapsed = new Date(now.getTime() - IN_PROGRESS_LEASE_MS);
      const taken = await records.updateOne(
        { _id: id, state: 'in_progress', locked_at: { $lte: lapsed } },
        { $set: { locked_at: now } },
      );
      if (taken.modifiedCount !== 1) throw inProgress();
    }
  }

  // The handler may complete the record inside its own transaction (types.ts IdempotentRecord).
  let completedByHandler = false;
  ctx.idempotency = {
    completion(answer) {
      completedByHandler = true;
      return updateIn<IdempotencyDoc>(
        COLLECTION.idempotency_keys,
        { _id: id, state: 'in_progress' },
        { $set: { state: 'completed', response: storedAnswer(answer) } },
      );
    },
  };
  let result: HandlerResult;
  try {
    result = await run();
  } catch (err) {
    // A record completed in a committed transaction stays: the effect happened, and a retry replays it.
    const deleted = await records.deleteOne({ _id: id, state: 'in_progress' }).then(
      (r) => r.deletedCount,
      () => null,
    );
    if (completedByHandler && deleted === 0) {
      // It is completed: the handler's transaction committed, and the failure came after (the commit's reply lost,
      // a step after it). What the transaction stored is this call's answer.
      const done = await records.findOne({ _id: id }).catch(() => null);
      if (done?.state === 'completed' && done.response) return finish({ ...answerOf(done.response) });
    }
    // The store failed under the handler. A retry with the key is safe when the record tells what happened (the
    // handler completes it in its transaction: committed, it replays; not, it was released and runs again once);
    // otherwise the handler may have made part of its change (a project inserted, a refund sent to the provider)
    // and running it again could make it twice: the client must look first.
    if (isStoreUnavailable(err))
      throw storeUnavailable({
        repeatable: completedByHandler || call.completesRecord === true || (call.repeatable?.() ?? false),
        withKey: true,
        takesKey: true,
      });
    throw err;
  } finally {
    ctx.idempotency = undefined;
  }
  if (!completedByHandler)
    await records.updateOne({ _id: id }, { $set: { state: 'completed', response: storedAnswer(result) } });
  return finish(result);
}

/** A stored answer as the call's result. */
function answerOf(r: StoredAnswer): OperationResult {
  const data = r.json !== undefined ? (JSON.parse(r.json) as unknown) : r.data;
  return { status: r.status, data, bare: r.bare, headers: r.headers };
}

function storedAnswer(result: HandlerResult): StoredAnswer {
  const answer: StoredAnswer = { status: result.status ?? 200, json: JSON.stringify(result.data ?? null) };
  if (result.bare) answer.bare = true;
  if (result.headers) answer.headers = result.headers;
  return answer;
}
