// One reader of the support feed per process: it follows `support_feed` by _id and hands each entry to the
// subscribers (WebSockets) of that conversation's owner. Reading only while someone listens, every
// SUPPORT_FEED_POLL_MS, and at once when a write in this process nudges it. Writes in any process reach it the
// same way, through the store: there is no second path for "local" messages, so ordering and de-duplication are
// the same everywhere.
//
// Feed ids have no gaps (model.ts), so a reader that finds one knows it has missed entries (they were swept by
// the TTL index while it was away): it asks every subscriber to resync instead of pretending nothing happened.
import type { Db } from 'mongodb';
import type { Logger } from 'pino';
import type { TenantContext } from '../../store/index.js';
import type { FeedDoc, OwnerKey } from './model.js';
import { feed } from './store.js';
import { pause } from '../../kernel/pause.js';

// The feed reader is the support area's, kept on the services every request is given (src/services.ts).
declare module '../../services.js' {
  interface Services {
    /** This process's reader of the support feed (pushes to its WebSockets); writers nudge it after a write. */
    supportFeed?: SupportFeedReader;
  }
}

export interface FeedSubscriber {
  /** A new entry of the subscriber's owner, in feed order. */
  deliver(entry: FeedDoc): void;
  /** Entries may have been missed: the subscriber should resend its state. */
  resync(): void;
}

const BATCH = 500;

const keyOf = (tenant: TenantContext, owner: OwnerKey) => `${tenant.business_id}|${tenant.livemode ? 1 : 0}|${owner}`;

export class SupportFeedReader {
  private readonly subscribers = new Map<string, Set<FeedSubscriber>>();
  private count = 0;
  /** The last feed id handed out; undefined while stopped. */
  private last: number | undefined;
  private running: Promise<void> | undefined;
  private starting: Promise<void> | undefined;
  private nudged = false;
  private wake: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly opts: { pollMs: number; logger: Pick<Logger, 'warn'> },
  ) {}

  /** How many subscribers are listening (the load benchmark reports it). */
  get listening(): number {
    return this.count;
  }

  /**
   * Adds a subscriber. Resolves once the reader knows its position, so every entry written after that is
   * delivered: read the state to resync from only then. Returns the unsubscribe function.
   */
  async subscribe(tenant: TenantContext, owner: OwnerKey, sub: FeedSubscriber): Promise<() => void> {
    const key = keyOf(tenant, owner);
    let set = this.subscribers.get(key);
    if (!set) this.subscribers.set(key, (set = new Set()));
    set.add(sub);
    this.count++;
    let gone = false;
    const unsubscribe = () => {
      if (gone) return;
      gone = true;
      this.count--;
      set!.delete(sub);
      if (set!.size === 0 && this.subscribers.get(key) === set) this.subscribers.delete(key);
    };
    try {
      await this.start();
    } catch (err) {
      unsubscribe();
      throw err;
    }
    return unsubscribe;
  }

  /** A write in this process: read now rather than at the next tick. */
  nudge(): void {
    if (this.last === undefined) return;
    this.nudged = true;
    this.wake?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.running;
  }

  private start(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The support feed reader is closed'));
    if (this.last !== undefined) return Promise.resolve();
    this.starting ??= (async () => {
      try {
        const newest = await feed(this.db)
          .find({}, { sort: { _id: -1 }, limit: 1, projection: { _id: 1 } })
          .toArray();
        this.last = newest[0]?._id ?? 0;
        this.running = this.loop();
      } finally {
        this.starting = undefined;
      }
    })();
    return this.starting;
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.closed && this.count > 0) {
      this.nudged = false;
      let full = false;
      try {
        full = await this.readOnce();
        if (failures > 0) this.opts.logger.warn(`support feed: reading again after ${failures} failed reads`);
        failures = 0;
      } catch (err) {
        // Nothing was handed out past `last`, so the next read picks up where this one failed. Logged once per
        // outage, and read less often while it lasts (up to every 2 s).
        if (failures++ === 0) this.opts.logger.warn({ err }, 'support feed: read failed; retrying');
      }
      if (failures === 0 && (full || this.nudged)) continue;
      const wait = failures === 0 ? this.opts.pollMs : Math.min(2_000, this.opts.pollMs * 2 ** failures);
      const waiting = pause(wait);
      this.wake = waiting.wake;
      await waiting.done;
      this.wake = undefined;
    }
    // Stopped: the next subscriber starts from the feed's end again (nobody was listening in between).
    this.last = undefined;
    this.running = undefined;
  }

  /** Reads and delivers one batch; true when it was full (more may be waiting). */
  private async readOnce(): Promise<boolean> {
    const from = this.last!;
    const batch = await feed(this.db)
      .find({ _id: { $gt: from } }, { sort: { _id: 1 }, limit: BATCH })
      .toArray();
    if (batch.length === 0) return false;
    if (batch[0]._id !== from + 1) {
      this.opts.logger.warn(
        `support feed: entries ${from + 1}..${batch[0]._id - 1} are gone; asking every socket to resync`,
      );
      for (const set of this.subscribers.values()) for (const sub of set) sub.resync();
    }
    for (const entry of batch) {
      this.last = entry._id;
      if (!entry.owner) continue;
      const set = this.subscribers.get(keyOf(entry, entry.owner));
      if (set) for (const sub of set) sub.deliver(entry);
    }
    return batch.length === BATCH;
  }
}
