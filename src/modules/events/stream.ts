// Following the events collection for the live event stream (GET …/events/stream): one reader per process, one
// watch per tenant that has open streams, every watch read on one timer. Events are written by whichever process
// handled the change, so the store is the only way to see them all; a process's own events come the same way.
//
// Event ids are random, so the order to follow is `created_at`. That order is not commit order: an event is
// stamped before its transaction commits, by a clock that may differ a little between processes, so an event
// can become visible after a later-stamped one was already read. Each read therefore looks back LOOKBACK_MS
// before the newest `created_at` seen and hands out only ids it has not handed out yet. An event that becomes
// visible more than LOOKBACK_MS after its stamp is not streamed (webhook delivery, which sweeps undispatched
// events, still gets it).
//
// Events on a sandbox test clock carry the clock's time, which may be months ahead of (or behind) the others: they are
// handed out when read, but never move the watch's position (a renewal dated next month would otherwise put every
// event recorded now below the floor). So a clock's events stream while its time is at or after the floor; those of a
// clock set further back reach webhooks only.
//
// A stream starts either "from now" (the ids the watch may still hand out that are already stored are skipped) or
// after a given event (Last-Event-ID): the events after it are replayed from the store first. Either way the
// stream is registered with its watch before the store is read, and what the watch hands out meanwhile is held
// back, then de-duplicated by id, so nothing recorded after the stream opened falls between the two.
import type { Db, Filter } from 'mongodb';
import type { Logger } from 'pino';
import type { EventDoc, EventType } from './model.js';
import type { TenantContext } from '../../store/index.js';
import { events } from './store.js';
import { pause } from '../../kernel/pause.js';

/** What a stream carries of an event: the webhook payload's fields. */
export type StreamedEvent = Pick<EventDoc, '_id' | 'type' | 'created_at' | 'data'>;

/** How far before the newest `created_at` seen each read looks for events that became visible late. */
export const LOOKBACK_MS = 30_000;
/** Events fetched per store read (replays page by it; a watch fetches new events in chunks of it). */
const BATCH = 500;
const EVENT_FIELDS = { _id: 1, type: 1, created_at: 1, data: 1 } as const;

export interface EventSink {
  /** One event, in order; never called twice for one id. */
  write(e: StreamedEvent): void;
  /** Resolves when the client has taken what was written so far (a replay waits for it between pages). */
  drained(): Promise<void>;
}

export interface StreamOptions {
  /** Only these types; all when null. */
  types: ReadonlySet<EventType> | null;
  /** Replay the events recorded after this one first (Last-Event-ID); null: only what is recorded from now. */
  after: StreamedEvent | null;
}

const keyOf = (t: TenantContext) => `${t.business_id}|${t.livemode ? 1 : 0}`;
const byRecordOrder = (a: { created_at: Date; _id: string }, b: { created_at: Date; _id: string }) =>
  a.created_at.getTime() - b.created_at.getTime() || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** The event `id` of the tenant, or null (unknown, another business's, or of the other mode). */
export async function findEvent(db: Db, tenant: TenantContext, id: string): Promise<StreamedEvent | null> {
  return events(db, tenant).findOne({ _id: id }, { projection: EVENT_FIELDS });
}

/** One open stream: the client's filter, what it was sent (by id, with the stamp, to forget them in time). */
class Subscriber {
  /** Events the watch handed out while the stream was starting. */
  private held: StreamedEvent[] | undefined = [];
  /** Ids already sent or deliberately skipped, that the watch may still hand out. */
  private readonly known = new Map<string, number>();

  constructor(
    readonly sink: EventSink,
    private readonly types: ReadonlySet<EventType> | null,
  ) {}

  deliver(e: StreamedEvent): void {
    if (this.held) this.held.push(e);
    else this.send(e);
  }

  send(e: StreamedEvent, floor = -Infinity): void {
    if (this.known.has(e._id)) return;
    // Below the watch's floor an id can never be handed out again: nothing to remember it for.
    const at = e.created_at.getTime();
    if (at >= floor) this.known.set(e._id, at);
    if (!this.types || this.types.has(e.type)) this.sink.write(e);
  }

  skip(id: string, at: number): void {
    this.known.set(id, at);
  }

  /** Starting is over: what the watch handed out meanwhile goes out now, minus what was sent or skipped. */
  release(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const e of held) this.send(e);
  }

  forgetBelow(floor: number): void {
    // While starting, the held events are still to be checked against what the replay sent.
    if (this.held) return;
    for (const [id, at] of this.known) if (at < floor) this.known.delete(id);
  }
}

/** The open streams of one tenant and how far its events have been read. */
interface Watch {
  tenant: TenantContext;
  subscribers: Set<Subscriber>;
  /** The newest `created_at` read (ms), or null while the tenant has no events. */
  newest: number | null;
  /** Ids read at or after the floor: not handed out again. */
  seen: Map<string, number>;
  /** Resolves once the watch knows where the tenant's events stand. */
  ready: Promise<void>;
}

const floorOf = (w: Watch) => (w.newest === null ? -Infinity : w.newest - LOOKBACK_MS);

export class EventStreamReader {
  private readonly watches = new Map<string, Watch>();
  private running: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly opts: { pollMs: number; logger: Pick<Logger, 'warn'> },
  ) {}

  /**
   * Starts a stream into `sink`. Resolves once the replay (if any) has been written and the stream is live;
   * returns the function that ends it. Rejects, with nothing left registered, when the store cannot be read.
   */
  async open(tenant: TenantContext, opts: StreamOptions, sink: EventSink): Promise<() => void> {
    if (this.closed) throw new Error('The event stream reader is closed');
    const sub = new Subscriber(sink, opts.types);
    const watch = this.watchOf(tenant);
    watch.subscribers.add(sub);
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      watch.subscribers.delete(sub);
      if (watch.subscribers.size === 0 && this.watches.get(keyOf(tenant)) === watch) this.watches.delete(keyOf(tenant));
    };
    try {
      await watch.ready;
      this.start();
      if (opts.after) await this.replay(watch, sub, opts.after, opts.types);
      else for (const r of await this.idsFrom(tenant, floorOf(watch))) sub.skip(r._id, r.created_at.getTime());
    } catch (err) {
      end();
      throw err;
    }
    sub.release();
    return end;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.running;
  }

  private watchOf(tenant: TenantContext): Watch {
    const key = keyOf(tenant);
    let watch = this.watches.get(key);
    if (!watch) {
      const w: Watch = { tenant, subscribers: new Set(), newest: null, seen: new Map(), ready: Promise.resolve() };
      w.ready = this.position(w).catch((err) => {
        // A watch that never learnt its position is dropped, so the next stream tries again.
        if (this.watches.get(key) === w) this.watches.delete(key);
        throw err;
      });
      this.watches.set(key, (watch = w));
    }
    return watch;
  }

  /** Where the tenant's events stand: the newest stamp, and the ids around it that are not to be handed out. */
  private async position(w: Watch): Promise<void> {
    const newest = await events(this.db, w.tenant)
      .find({ test_clock_id: null } as unknown as Filter<EventDoc>, {
        sort: { created_at: -1 },
        limit: 1,
        projection: { created_at: 1 },
      })
      .toArray();
    if (newest.length === 0) return;
    w.newest = newest[0].created_at.getTime();
    for (const r of await this.idsFrom(w.tenant, floorOf(w))) w.seen.set(r._id, r.created_at.getTime());
  }

  private idsFrom(
    tenant: TenantContext,
    floor: number,
  ): Promise<{ _id: string; created_at: Date; test_clock_id?: string }[]> {
    const filter: Filter<EventDoc> = floor === -Infinity ? {} : { created_at: { $gte: new Date(floor) } };
    return events(this.db, tenant)
      .find(filter, { projection: { created_at: 1, test_clock_id: 1 }, sort: { created_at: 1 } })
      .toArray();
  }

  /**
   * Writes the events after `from` to the subscriber, in record order, a page at a time. Pages are cut by
   * `created_at` only (the index's order); the events of one millisecond are always read together, so that
   * ordering them by id cannot skip any.
   */
  private async replay(
    watch: Watch,
    sub: Subscriber,
    from: StreamedEvent,
    types: ReadonlySet<EventType> | null,
  ): Promise<void> {
    const coll = events(this.db, watch.tenant);
    const typeFilter: Filter<EventDoc> = types ? { type: { $in: [...types] } } : {};
    const same = (at: Date): Promise<StreamedEvent[]> =>
      coll.find({ ...typeFilter, created_at: at }, { projection: EVENT_FIELDS }).toArray();
    let page = (await same(from.created_at)).filter((e) => e._id > from._id);
    let at = from.created_at;
    for (;;) {
      for (const e of page.sort(byRecordOrder)) sub.send(e, floorOf(watch));
      await sub.sink.drained();
      const next: StreamedEvent[] = await coll
        .find(
          { ...typeFilter, created_at: { $gt: at } },
          { projection: EVENT_FIELDS, sort: { created_at: 1 }, limit: BATCH },
        )
        .toArray();
      if (next.length === 0) return;
      at = next[next.length - 1].created_at;
      // A full page may end inside a millisecond: that millisecond is read whole instead.
      page = next.length < BATCH ? next : [...next.filter((e) => e.created_at < at), ...(await same(at))];
    }
  }

  private start(): void {
    if (this.running || this.closed) return;
    this.running = this.loop();
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.closed && this.watches.size > 0) {
      let failed = false;
      for (const w of [...this.watches.values()]) {
        try {
          await w.ready;
          await this.readOnce(w);
        } catch (err) {
          // Nothing past what was handed out is marked seen, so the next read picks up where this one failed.
          // Logged once per outage, and read less often while it lasts (up to every 5 s).
          if (!failed && failures === 0)
            this.opts.logger.warn({ err }, 'event stream: reading the events failed; retrying');
          failed = true;
        }
      }
      if (failed) failures++;
      else if (failures > 0) {
        this.opts.logger.warn(`event stream: reading again after ${failures} failed reads`);
        failures = 0;
      }
      const wait = failures === 0 ? this.opts.pollMs : Math.min(5_000, this.opts.pollMs * 2 ** failures);
      const waiting = pause(wait);
      this.wake = waiting.wake;
      await waiting.done;
      this.wake = undefined;
    }
    this.running = undefined;
    // A stream opened while the loop was finishing its last wait finds it gone: start again for it.
    if (!this.closed && this.watches.size > 0) this.start();
  }

  /** Reads what is new for one watch and hands it to its streams. */
  private async readOnce(w: Watch): Promise<void> {
    if (w.subscribers.size === 0) return;
    const rows = await this.idsFrom(w.tenant, floorOf(w));
    const fresh = rows.filter((r) => !w.seen.has(r._id)).map((r) => r._id);
    const found: StreamedEvent[] = [];
    for (let i = 0; i < fresh.length; i += BATCH) {
      found.push(
        ...(await events(this.db, w.tenant)
          .find({ _id: { $in: fresh.slice(i, i + BATCH) } }, { projection: EVENT_FIELDS })
          .toArray()),
      );
    }
    for (const e of found.sort(byRecordOrder)) {
      w.seen.set(e._id, e.created_at.getTime());
      for (const sub of w.subscribers) sub.deliver(e);
    }
    for (const r of rows) if (!r.test_clock_id) w.newest = Math.max(w.newest ?? -Infinity, r.created_at.getTime());
    const floor = floorOf(w);
    for (const [id, at] of w.seen) if (at < floor) w.seen.delete(id);
    for (const sub of w.subscribers) sub.forgetBelow(floor);
  }
}
