// Idempotent writes with Stripe's semantics, for any handler that honours `Idempotency-Key`:
//   - the first completed response for a key is stored for 24 hours and replayed, marked with
//     `Idempotent-Replayed: true`, for a retry with the same key and the same request;
//   - the same key with a different request is 409 CONFLICT;
//   - a retry while the first request is still running is 409 CONFLICT, retryable;
//   - a request that fails (validation, a payment provider outage, any error) leaves nothing stored, so the key
//     stays usable for a corrected or later retry.
// Keys are scoped to the tenant, the operation and the caller (storefront session, customer or key), so one
// caller's key can never replay another caller's response.
import { createHash } from 'node:crypto';
import type { Db } from 'mongodb';
import type { HandlerResult, RequestContext } from '../http/app.js';
import { conflict } from '../http/errors.js';
import { isDuplicateKeyError } from '../store/errors.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A record still `in_progress` after this long belongs to a request that died; a retry may take it over. */
export const IN_PROGRESS_LEASE_MS = 60 * 1000;

interface IdempotencyDoc {
  _id: string;
  business_id: string;
  livemode: boolean;
  key: string;
  scope: string;
  request_hash: string;
  state: 'in_progress' | 'completed';
  response: { status: number; data: unknown; bare?: boolean } | null;
  created_at: Date;
  locked_at: Date;
}

/** Stable JSON (sorted keys) so the same request always hashes the same. */
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

/** The Idempotency-Key header, or a body field of the same meaning (checkout's `idempotency_key`). */
export function idempotencyKeyOf(ctx: RequestContext, bodyField?: string): string | undefined {
  const header = ctx.req.headers['idempotency-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  if (bodyField && ctx.body && typeof ctx.body === 'object') {
    const v = (ctx.body as Record<string, unknown>)[bodyField];
    if (typeof v === 'string' && v.length > 0) return v;
  }
  return undefined;
}

function callerScope(ctx: RequestContext): string {
  const c = ctx.caller;
  return c.customer?.id ?? c.sessionId ?? c.key?.id ?? 'anonymous';
}

export async function withIdempotency(
  ctx: RequestContext,
  key: string | undefined,
  run: () => Promise<HandlerResult>,
  opts: { excludeFromHash?: string[] } = {},
): Promise<HandlerResult> {
  const tenant = ctx.caller.tenant;
  if (!key || !tenant) return run();
  const db: Db = ctx.services.db;
  const records = db.collection<IdempotencyDoc>('idempotency_keys');
  const now = ctx.services.clock.now();
  const scope = `${ctx.entry.operationId}:${callerScope(ctx)}`;
  const body = ctx.body && typeof ctx.body === 'object' ? { ...(ctx.body as Record<string, unknown>) } : ctx.body;
  for (const f of opts.excludeFromHash ?? []) if (body && typeof body === 'object') delete (body as Record<string, unknown>)[f];
  const requestHash = sha256(canonical({ params: ctx.params, query: ctx.query, body }));
  const id = sha256(`${tenant.business_id}|${tenant.livemode}|${scope}|${key}`);

  const claim = async (): Promise<boolean> => {
    try {
      await records.insertOne({
        _id: id,
        business_id: tenant.business_id,
        livemode: tenant.livemode,
        key,
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
      if (!(await claim())) throw conflict('A request with this Idempotency-Key is in progress; retry shortly', true);
    } else if (now.getTime() - existing.created_at.getTime() >= IDEMPOTENCY_TTL_MS) {
      await records.deleteOne({ _id: id, created_at: existing.created_at });
      if (!(await claim())) throw conflict('A request with this Idempotency-Key is in progress; retry shortly', true);
    } else if (existing.request_hash !== requestHash) {
      throw conflict('Idempotency-Key was already used with a different request');
    } else if (existing.state === 'completed' && existing.response) {
      return {
        status: existing.response.status,
        data: existing.response.data,
        bare: existing.response.bare,
        headers: { 'idempotent-replayed': 'true' },
      };
    } else {
      // In progress: take over only a lease that has lapsed (its request died mid-way).
      const lapsed = new Date(now.getTime() - IN_PROGRESS_LEASE_MS);
      const taken = await records.updateOne({ _id: id, state: 'in_progress', locked_at: { $lte: lapsed } }, { $set: { locked_at: now } });
      if (taken.modifiedCount !== 1) throw conflict('A request with this Idempotency-Key is in progress; retry shortly', true);
    }
  }

  let result: HandlerResult;
  try {
    result = await run();
  } catch (err) {
    await records.deleteOne({ _id: id, state: 'in_progress' }).catch(() => undefined);
    throw err;
  }
  await records.updateOne(
    { _id: id },
    { $set: { state: 'completed', response: { status: result.status ?? 200, data: result.data ?? null, bare: result.bare } } },
  );
  return result;
}
