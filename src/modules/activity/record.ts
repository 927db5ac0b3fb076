// Recording signals: the session's folded state first (what the answer is computed from), then the raw signals
// the recommendations job reads. Not one transaction: these are analytics, and a lost raw signal costs one
// co-view, never money; the session write is the one that must not lose a concurrent batch, so it is a
// compare-and-set on the version it read, retried.
import type { Services } from '../../services.js';
import { newId } from '../../kernel/ids.js';
import type { Db } from 'mongodb';
import { COLLECTION, isDuplicateKeyError, type TenantContext } from '../../store/index.js';
import { insertInto, updateIn, writeBatch, type BatchWrite } from '../../store/transaction.js';
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
export async function readSession(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  sessionId: string,
): Promise<ActivitySessionDoc | null> {
  // What this process has queued is part of the state its reader expects to see.
  await flushQueuedSignals(services.db);
  return activitySessions(services.db, tenant).findOne({
    _id: sessionKey(tenant, sessionId),
    expires_at: { $gt: services.clock.now() },
  });
}

/** Folds `signals` into the session's state and records them; answers the new state. */
export async function recordSignals(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  sessionId: string,
  signals: readonly RecordedSignal[],
  origin: SignalOrigin = {},
): Promise<ActivitySessionDoc> {
  // Signals this process queued for the session go first, so the state folds them in order.
  await flushQueuedSignals(services.db);
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
    if (!state && attempt >= MAX_ATTEMPTS)
      throw new Error(`activity of session ${key} kept changing under ${MAX_ATTEMPTS} attempts`);
  }
  const docs = signals.map((s) => eventDoc(tenant, sessionId, s, now, origin));
  if (docs.length) await activityEvents(services.db, tenant).insertMany(docs, { ordered: false });
  return state;
}

function eventDoc(
  tenant: TenantContext,
  sessionId: string,
  s: RecordedSignal,
  now: Date,
  origin: SignalOrigin = {},
): ActivityEventDoc {
  const doc: ActivityEventDoc = {
    _id: newId('activityEvent'),
    ...tenant,
    session_id: sessionId,
    type: s.type,
    created_at: now,
  };
  if (s.product_id !== undefined) doc.product_id = s.product_id;
  if (s.category_id !== undefined) doc.category_id = s.category_id;
  if (s.quantity !== undefined) doc.quantity = s.quantity;
  if (s.price !== undefined) doc.price = s.price;
  if (s.page_path !== undefined) doc.page_path = s.page_path;
  if (origin.website_id !== undefined) doc.website_id = origin.website_id;
  if (origin.domain !== undefined) doc.domain = origin.domain;
  return doc;
}

// ------------------------------------------------------------------------------------------------------------
// Signals recorded behind the answer. A cart write's signals need no answer from the activity state, so they are
// queued here and written every QUEUE_WINDOW_MS for all sessions at once: per tenant, one read of the sessions'
// states and one batch of their compare-and-set writes with the raw signals, where each cart write would otherwise
// cost three round trips. This process's readers of a session's state (readSession, recordSignals) write the
// queue first, so they always see it; other processes see it within the window. A process killed inside the window
// loses those signals (analytics, as the header says: never money); a graceful stop writes them (drainQueuedSignals).

/** How long queued signals wait for others to be written with. */
const QUEUE_WINDOW_MS = 25;

interface Queued {
  tenant: TenantContext;
  sessionId: string;
  /** In arrival order, each with the time it was recorded at. */
  batches: { signals: readonly RecordedSignal[]; now: Date }[];
}

interface SignalQueue {
  pending: Map<string, Queued>;
  timer: NodeJS.Timeout | null;
  /** The write under way, if any: a flush waits for it, so a session's writes never overlap. */
  writing: Promise<void> | null;
  services: Pick<Services, 'db' | 'store' | 'logger'>;
}

const queues = new WeakMap<Db, SignalQueue>();

/** Queues `signals` of the session to be folded and recorded within QUEUE_WINDOW_MS. */
export function queueSignals(
  services: Pick<Services, 'db' | 'clock' | 'store' | 'logger'>,
  tenant: TenantContext,
  sessionId: string,
  signals: readonly RecordedSignal[],
): void {
  let q = queues.get(services.db);
  if (!q) queues.set(services.db, (q = { pending: new Map(), timer: null, writing: null, services }));
  const key = sessionKey(tenant, sessionId);
  let entry = q.pending.get(key);
  if (!entry) q.pending.set(key, (entry = { tenant, sessionId, batches: [] }));
  entry.batches.push({ signals, now: services.clock.now() });
  if (!q.timer) {
    const queue = q;
    queue.timer = setTimeout(
      () =>
        void flush(queue).catch((err: unknown) =>
          queue.services.logger.warn({ err }, 'queued activity signals not recorded'),
        ),
      QUEUE_WINDOW_MS,
    );
    queue.timer.unref();
  }
}

/** Writes what this process has queued now (readers call it first; a stop calls it last). Never throws: a write
 * that fails is logged, as it would be from the timer. */
export async function flushQueuedSignals(db: Db): Promise<void> {
  const q = queues.get(db);
  if (q && (q.pending.size || q.writing))
    await flush(q).catch((err: unknown) => q.services.logger.warn({ err }, 'queued activity signals not recorded'));
}

async function flush(q: SignalQueue): Promise<void> {
  if (q.timer) clearTimeout(q.timer);
  q.timer = null;
  while (q.writing) await q.writing;
  if (!q.pending.size) return;
  const entries = [...q.pending.values()];
  q.pending.clear();
  const byTenant = new Map<string, Queued[]>();
  for (const e of entries) {
    const k = tenantKey(e.tenant, '');
    const list = byTenant.get(k);
    if (list) list.push(e);
    else byTenant.set(k, [e]);
  }
  q.writing = Promise.all([...byTenant.values()].map((list) => writeQueued(q.services, list))).then(() => undefined);
  try {
    await q.writing;
  } finally {
    q.writing = null;
  }
}

/** One tenant's queued sessions: their states read in one query, written with the raw signals in one batch. */
async function writeQueued(services: Pick<Services, 'db' | 'store'>, list: Queued[]): Promise<void> {
  const tenant = list[0].tenant;
  const sessions = activitySessions(services.db, tenant);
  const events = list.flatMap((e) =>
    e.batches.flatMap((b) =>
      b.signals.map((s) => insertInto(COLLECTION.activity, eventDoc(tenant, e.sessionId, s, b.now), { tenant })),
    ),
  );
  let todo = list;
  for (let attempt = 1; todo.length; attempt++) {
    const keys = todo.map((e) => sessionKey(tenant, e.sessionId));
    const prevs = new Map((await sessions.find({ _id: { $in: keys } }).toArray()).map((d) => [d._id, d]));
    const writes: BatchWrite[] = todo.map((e, i) => {
      const prev = prevs.get(keys[i]) ?? null;
      let next = prev;
      for (const b of e.batches) {
        // An expired state not yet swept starts over, in the same document.
        const live = next && next.expires_at.getTime() > b.now.getTime() ? next : null;
        next = foldSession(live, b.signals, {
          ...tenant,
          session_id: e.sessionId,
          key: keys[i],
          now: b.now,
          ttlMs: ACTIVITY_TTL_SECONDS * 1000,
        });
      }
      if (!prev) return insertInto(COLLECTION.activity_sessions, next!, { tenant });
      const { _id, ...rest } = next!;
      // The fold writes every field of the state, so this $set replaces it.
      return updateIn<ActivitySessionDoc>(
        COLLECTION.activity_sessions,
        { _id, version: prev.version },
        { $set: { ...rest, version: prev.version + 1 } },
        { tenant },
      );
    });
    // The raw signals travel with the first attempt; a lost compare-and-set only folds again.
    const batch = attempt === 1 ? [...writes, ...events] : writes;
    const done = await writeBatch(services.store, batch, undefined, { ordered: false });
    for (const [i, err] of done.refused) if (i >= writes.length || !isDuplicateKeyError(err)) throw err;
    todo = todo.filter((_, i) => done.matched[i] !== 1);
    if (todo.length && attempt >= MAX_ATTEMPTS)
      throw new Error(`activity of ${todo.length} session(s) kept changing under ${MAX_ATTEMPTS} attempts`);
  }
}

/** Suppresses message `code` for the rest of the session; false when it was already dismissed. */
export async function dismissCode(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  sessionId: string,
  code: string,
): Promise<boolean> {
  const done = await activitySessions(services.db, tenant).updateOne(
    { _id: sessionKey(tenant, sessionId), dismissed: { $ne: code } },
    { $push: { dismissed: code }, $inc: { version: 1 } },
  );
  return done.modifiedCount === 1;
}
