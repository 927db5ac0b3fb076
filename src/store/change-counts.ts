// What this process's own embedded server tells it about changes, without a round trip: for the collections in
// COUNTED, a count of the changes that became visible (embedded/change-counters.ts), in memory both threads share.
// A read begun after the count was n is still what the store holds while the count is n. Only when the server runs
// in this process (the default deployment); against MONGODB_URI, or a server in another process, there is no
// count and readers go to the store.
import type { Db } from 'mongodb';
import type { CollectionName } from './collections.js';
import type { ChangeCounterSpec } from './embedded/change-counters.js';

/** The collections counted: the business document is read by every storefront request and changes rarely. */
const COUNTED: readonly CollectionName[] = ['businesses'];

const counts = new WeakMap<Db, { slots: Int32Array; slotOf: ReadonlyMap<string, number> }>();

/** A fresh buffer for the embedded server to count COUNTED's changes in. */
export function newChangeCounterSpec(): ChangeCounterSpec {
  return { buffer: new SharedArrayBuffer(4 * COUNTED.length), collections: COUNTED };
}

/** `db` is served by the embedded server counting in `spec`. */
export function useChangeCounts(db: Db, spec: ChangeCounterSpec): void {
  counts.set(db, { slots: new Int32Array(spec.buffer), slotOf: new Map(spec.collections.map((name, i) => [name, i])) });
}

/** How many changes of `collection` have become visible so far; undefined when nobody counts them for `db`. */
export function changeCount(db: Db, collection: CollectionName): number | undefined {
  const c = counts.get(db);
  const slot = c?.slotOf.get(collection);
  return slot === undefined ? undefined : Atomics.load(c!.slots, slot);
}
