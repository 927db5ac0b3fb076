// What this process's own embedded server tells it about changes, without a round trip (embedded/change-counters.ts),
// in memory both threads share: for the collections counted whole, a count of the changes that became visible;
// for those counted by a field, a count of the visible changes of the documents holding a given value of it. A read
// begun after the count was n is still what the store holds while the count is n. Only when the server runs in this
// process (the default deployment); against MONGODB_URI, or a server in another process, there is no count and
// readers go to the store.
import type { Db } from 'mongodb';
import type { CollectionName } from './collections.js';
import { keySlotOf, type ChangeCounterSpec, type CountedCollection } from './embedded/change-counters.js';

/**
 * The collections counted. The business document is read by every storefront request and changes rarely; a
 * session's cart is read at every step of a visit and changes only by that visit's own writes; an MCP session is
 * read by every request of its agent and changes about once a minute (src/mcp/mcp-sessions.ts); a UCP checkout
 * session is read by every step of its agent and changes only by those steps' own writes (src/modules/ucp/sessions.ts).
 */
const COUNTED: ReadonlyArray<{ name: CollectionName; by?: string }> = [
  { name: 'businesses' },
  { name: 'carts', by: 'session_id' },
  { name: 'mcp_sessions', by: '_id' },
  { name: 'ucp_checkouts', by: '_id' },
];
/** Key slots per collection counted by a field: 256 kB each; two keys in one slot only cost each other reads. */
const KEY_SLOTS = 1 << 16;

const counts = new WeakMap<Db, { slots: Int32Array; of: ReadonlyMap<string, CountedCollection> }>();

/** A fresh buffer for the embedded server to count COUNTED's changes in. */
export function newChangeCounterSpec(): ChangeCounterSpec {
  let offset = 0;
  const collections = COUNTED.map(({ name, by }): CountedCollection => {
    const c = by ? { name, offset, by, keySlots: KEY_SLOTS } : { name, offset };
    offset += by ? 1 + KEY_SLOTS : 1;
    return c;
  });
  return { buffer: new SharedArrayBuffer(4 * offset), collections };
}

/** `db` is served by the embedded server counting in `spec`. */
export function useChangeCounts(db: Db, spec: ChangeCounterSpec): void {
  counts.set(db, { slots: new Int32Array(spec.buffer), of: new Map(spec.collections.map((c) => [c.name, c])) });
}

/**
 * How many changes of `collection` have become visible so far, or, for a collection counted by a field, of its
 * documents whose field holds `key` (with the collection's own creation and drop); undefined when nobody counts
 * them for `db`. Only equality of two answers means anything: the same answer twice, no change in between.
 */
export function changeCount(db: Db, collection: CollectionName, key?: string): number | undefined {
  const c = counts.get(db);
  const counted = c?.of.get(collection);
  if (!counted) return undefined;
  if (!counted.by) return Atomics.load(c!.slots, counted.offset);
  if (key === undefined) return undefined;
  // The epoch first, then the key's slot: equal pairs taken at two moments mean neither moved between the key
  // slot's first load and the epoch's second, which covers everything a read begun after the first pair could miss.
  const epoch = Atomics.load(c!.slots, counted.offset);
  const slot = Atomics.load(c!.slots, counted.offset + 1 + keySlotOf(key, counted.keySlots!));
  // (The epoch's low 21 bits: the pair stays one exact number.)
  return (epoch & 0x1fffff) * 2 ** 32 + (slot >>> 0);
}
