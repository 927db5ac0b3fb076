// Recording signals: the session's folded state first (what the answer is computed from), then the raw signals
// the recommendations job reads. Not one transaction: these are analytics, and a lost raw signal costs one
// co-view, never money; the session write is the one that must not lose a concurrent batch, so it is a
// compare-and-set on the version it read, retried.
import type { Services } from '../../kernel/services.js';
import { newId } from '../../kernel/ids.js';
import { isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import type { ActivityEventDoc, ActivitySessionDoc } from './model.js';
import { tenantKey } from './model.js';
import { foldSession, type SessionSignal } from './rules/session.js';
import { ACTIVITY_TTL_SECONDS, activityEvents, activitySessions } from './store.js';

export interface RecordedSignal extends SessionSignal {
  /** Displayed or unit price, integer minor units. */
  price?: number;
  page_path?: string;
}

export interface SignalOrigin {
  website_id?: string;
  domain?: string;
}

/** Concurrent batches of one session each retry their compare-and-set at most this often. */
const MAX_ATTEMPTS = 10;

const sessionKey = (tenant: TenantContext, sessionId: string) => tenantKey(tenant, sessionId);

/**
 * The session's state, or null when it has none or it is past its expiry: the TTL index removes such documents
 * within a minute or so; until then they are already gone for every reader (and the test clock decides).
 */
export function readSession(services: Pick<Services, 'db' | 'clock'>, tenant: TenantContext, sessionId: string): Promise<ActivitySessionDoc | null> {
  return activitySessions(services.db, tenant).findOne({ _id: sessionKey(tenant, sessionId), expires_at: { $gt: services.clock.now() } });
}

/** Folds `signals` into the session's state and records them; answers the new state. */
export async function recordSignals(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  sessionId: string,
  signals: readonly RecordedSignal[],
  origin: SignalOrigin = {},
): Promise<ActivitySessionDoc> {
  const now = services.clock.now();
  const key = sessionKey(tenant, sessionId);
  const sessions = activitySessions(services.db, tenant);
  const ctx = { ...tenant, session_id: sessionId, key, now, ttlMs: ACTIVITY_TTL_SECONDS * 1000 };
  let state: ActivitySessionDoc | null = null;
  for (let attempt = 1; !state; attempt++) {
    const prev = await sessions.findOne({ _id: key });
    // An expired state not yet swept starts over, in the same document.
    const live = prev && prev.expires_at.getTime() > now.getTime() ? prev : null;
    const next = foldSession(live, signals, ctx);
    if (prev) {
      next.version = prev.version + 1;
      const { _id, ...rest } = next;
      const done = await sessions.replaceOne({ _id, version: prev.version }, rest);
      if (done.matchedCount === 1) state = next;
    } else {
      try {
        await sessions.insertOne(next);
        state = next;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
    if (!state && attempt >= MAX_ATTEMPTS) throw new Error(`activity of session ${key} kept changing under ${MAX_ATTEMPTS} attempts`);
  }
  const docs: ActivityEventDoc[] = signals.map((s) => {
    const doc: ActivityEventDoc = { _id: newId('activityEvent'), ...tenant, session_id: sessionId, type: s.type, created_at: now };
    if (s.product_id !== undefined) doc.product_id = s.product_id;
    if (s.category_id !== undefined) doc.category_id = s.category_id;
    if (s.quantity !== undefined) doc.quantity = s.quantity;
    if (s.price !== undefined) doc.price = s.price;
    if (s.page_path !== undefined) doc.page_path = s.page_path;
    if (origin.website_id !== undefined) doc.website_id = origin.website_id;
    if (origin.domain !== undefined) doc.domain = origin.domain;
    return doc;
  });
  if (docs.length) await activityEvents(services.db, tenant).insertMany(docs, { ordered: false });
  return state;
}

/** Suppresses message `code` for the rest of the session; false when it was already dismissed. */
export async function dismissCode(services: Pick<Services, 'db'>, tenant: TenantContext, sessionId: string, code: string): Promise<boolean> {
  const done = await activitySessions(services.db, tenant).updateOne(
    { _id: sessionKey(tenant, sessionId), dismissed: { $ne: code } },
    { $push: { dismissed: code }, $inc: { version: 1 } },
  );
  return done.modifiedCount === 1;
}
