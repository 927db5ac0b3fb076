// Change counters: how a process that runs the embedded server on one of its threads learns, without a round
// trip, that a collection (or some of its documents) may have changed. The caller names the collections it wants
// counted and gives a SharedArrayBuffer holding their slots (32-bit each); every change that becomes visible to
// readers (a write outside a transaction, each write a commit applies, an abort's undo, a collection created,
// published or dropped) adds one to a slot, in any database, in the same synchronous step as the change, before
// any reply is sent.
//
// A collection counted whole has one slot: every change adds to it. A collection counted by a field (`by`) has an
// epoch slot, which the collection's own creation and drop move, and `keySlots` slots a document's change moves by
// the value of that field before and after it (hashed: documents whose values share a slot only cost each other
// needless reads). So a reader of "the documents whose field is v" needs only the epoch and v's slot to be still.
//
// A reader that loads the slots, then reads, then later loads the same values again knows no change it could have
// seen became visible in between: what it read is still what the store holds (src/store/shared-read.ts uses
// this). Counting a change that later rolls back only costs a reader a needless read.

/** One counted collection: its first slot in the buffer and, when counted by a field, how many key slots follow. */
export interface CountedCollection {
  name: string;
  /** Index of the collection's first slot (the whole count, or the epoch when counted `by` a field). */
  offset: number;
  /** Count document changes by this top-level field's value (strings; any other value shares one slot). */
  by?: string;
  /** How many key slots follow the epoch slot (a power of two). */
  keySlots?: number;
}

/** What EngineOptions.changeCounters carries across to the server's thread (plain data: the buffer is shared). */
export interface ChangeCounterSpec {
  buffer: SharedArrayBuffer;
  collections: readonly CountedCollection[];
}

type Doc = Record<string, unknown>;

/**
 * Counts a change of the collection: with documents (`before` and/or `after`, as stored), a change of those
 * documents; with neither, of the collection itself (created, dropped).
 */
export type ChangeCount = (before?: Doc, after?: Doc) => void;

/** Collection name → the function counting a change of it (null for names nobody counts). */
export type ChangeCounting = (collection: string) => ChangeCount | null;

/** FNV-1a over the string's UTF-16 units: the key slot of a value, the same on both threads. */
export function keySlotOf(value: string, keySlots: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (keySlots - 1);
}

export function changeCounting(spec: ChangeCounterSpec | undefined): ChangeCounting {
  if (!spec) return () => null;
  const slots = new Int32Array(spec.buffer);
  const counters = new Map<string, ChangeCount>(spec.collections.map((c) => [c.name, counter(slots, c)]));
  return (collection) => counters.get(collection) ?? null;
}

function counter(slots: Int32Array, c: CountedCollection): ChangeCount {
  const { offset, by, keySlots = 1 } = c;
  if (!by) {
    return () => {
      Atomics.add(slots, offset, 1);
    };
  }
  const slotOf = (doc: Doc | undefined): number => {
    const v = doc?.[by];
    return offset + 1 + (typeof v === 'string' ? keySlotOf(v, keySlots) : 0);
  };
  return (before, after) => {
    if (!before && !after) {
      Atomics.add(slots, offset, 1);
      return;
    }
    const a = before ? slotOf(before) : -1;
    const b = after ? slotOf(after) : -1;
    if (a >= 0) Atomics.add(slots, a, 1);
    if (b >= 0 && b !== a) Atomics.add(slots, b, 1);
  };
}
