// Reads of one hot document shared by the requests that want it at the same moment. Every storefront request
// reads its business document (tax settings, currency, the catalogue revision); under load dozens of requests
// of one business ask for it within the same round trip. Here they share reads, without ever seeing an older
// document than a read of their own would have given:
//
//   a caller asks → no read of that key is running: one starts now, the caller waits for it;
//                 → a read is running (it may have started before the caller asked, so it may predate a write the
//                   caller has seen acknowledged): the caller waits for the *next* read, which starts the moment the
//                   running one ends and is shared by everyone who asked meanwhile.
//
// So each caller gets a document read entirely after it asked, as with a read of its own (the batching that
// consensus systems use for linearizable reads), and the store sees at most one read per key in flight. The cost
// is latency: up to two round trips instead of one. Only for reads outside transactions (a transaction reads
// its own snapshot through its session).
//
// When the store can say, without a round trip, that nothing changed (`version`: a count of the visible changes
// that could alter the key's answer, change-counts.ts), a caller whose count equals the one taken just before the
// last read of its key began gets that read's answer at once: no change became visible since that read began, so
// it is what a read now would give. A writer that knows what a read would give after its own write (`wrote`) keeps
// that answer when the count moved by exactly one across the write: the one change was its own.
//
// Answers are shared by every caller of a read, so they are frozen (deeply): a caller that changed one would
// change it for the others.
import { deepFreeze } from '../kernel/freeze.js';

interface Waiter<V> {
  resolve(value: V): void;
  reject(err: unknown): void;
}

export interface SharedReadOptions {
  /** The store's count of the visible changes that could alter `key`'s answer, or undefined when it cannot tell
   * (then every caller reads). */
  version?: (key: string) => number | undefined;
  /** How many keys' last answers are kept for `version` (default 10,000; the oldest goes first). */
  maxKept?: number;
}

export class SharedReads<V> {
  /** key → the callers waiting for the read after the running one (empty: none yet); a key is present while a read runs. */
  private readonly next = new Map<string, Waiter<V>[]>();
  /** key → the last read's answer and the version taken before it began. */
  private readonly kept = new Map<string, { version: number; value: V }>();

  constructor(
    private readonly load: (key: string) => Promise<V>,
    private readonly opts: SharedReadOptions = {},
  ) {}

  read(key: string): Promise<V> {
    const known = this.known(key);
    if (known) return Promise.resolve(known.value);
    const waiting = this.next.get(key);
    return new Promise<V>((resolve, reject) => {
      if (waiting) waiting.push({ resolve, reject });
      else this.run(key, [{ resolve, reject }]);
    });
  }

  /**
   * What a read of `key` would give now, when the count says no change became visible since the last read began
   * (no round trip); undefined when a read is needed. For callers that read several things in one round trip
   * (store/read-together.ts): they read only what this does not answer, and hand what they read to `learned`.
   */
  known(key: string): { value: V } | undefined {
    const version = this.opts.version?.(key);
    if (version === undefined) return undefined;
    const kept = this.kept.get(key);
    return kept && kept.version === version ? { value: kept.value } : undefined;
  }

  /**
   * A read of `key` the caller made itself, begun after `before` (`version(key)`, taken just before the read was
   * sent) was taken: kept as the last read's answer, as a read of this class's own would be. Answers the value,
   * frozen (it may now be shared).
   */
  learned(key: string, before: number | undefined, value: V): V {
    const frozen = deepFreeze(value);
    if (before !== undefined) this.keep(key, before, frozen);
    return frozen;
  }

  /** The key's count now, to pass to `wrote` as `before`: take it just before sending the write. */
  version(key: string): number | undefined {
    return this.opts.version?.(key);
  }

  /**
   * The caller's write, acknowledged, changed `key`'s answer to `value` (exactly what a read would now give; it is
   * frozen here, so pass a copy the caller keeps no hold of); `before` is `version(key)` taken just before the write
   * was sent. Kept when the count moved by exactly one since: that one change was the write's own. (A write that
   * changed nothing must not be reported: another writer's change would then pass for it.)
   */
  wrote(key: string, before: number | undefined, value: V): void {
    if (before === undefined || this.opts.version?.(key) !== before + 1) return;
    this.keep(key, before + 1, deepFreeze(value));
  }

  /** How many keys have a read running (for tests and diagnostics). */
  get running(): number {
    return this.next.size;
  }

  private run(key: string, waiters: Waiter<V>[]): void {
    this.next.set(key, []);
    // Taken before the read begins: a change that became visible after this point moves the count on.
    const version = this.opts.version?.(key);
    let started: Promise<V>;
    try {
      started = this.load(key);
    } catch (err) {
      started = Promise.reject(err);
    }
    started.then(
      (value) => {
        const frozen = deepFreeze(value);
        if (version !== undefined) this.keep(key, version, frozen);
        for (const w of waiters) w.resolve(frozen);
        this.after(key);
      },
      (err: unknown) => {
        for (const w of waiters) w.reject(err);
        this.after(key);
      },
    );
  }

  private keep(key: string, version: number, value: V): void {
    this.kept.delete(key);
    if (this.kept.size >= (this.opts.maxKept ?? 10_000)) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { version, value });
  }

  private after(key: string): void {
    const waiting = this.next.get(key)!;
    if (waiting.length) this.run(key, waiting);
    else this.next.delete(key);
  }
}
