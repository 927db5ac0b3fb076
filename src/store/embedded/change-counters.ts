// Change counters: how a process that runs the embedded server on one of its threads learns, without a round
// trip, that a collection may have changed. The caller names the collections it wants counted and gives a
// SharedArrayBuffer with one 32-bit slot per name; every change that becomes visible to readers (a write outside a
// transaction, each write a commit applies, an abort's undo, a collection created, published or dropped) adds one
// to its name's slot, in any database, in the same synchronous step as the change, before any reply is sent.
//
// So a reader that loads a slot, then reads the collection, then later loads the same value again knows no change
// became visible in between: what it read is still what the store holds (src/store/shared-read.ts uses this).
// Counting a change that later rolls back only costs a reader a needless read.

/** What EngineOptions.changeCounters carries across to the server's thread (plain data: the buffer is shared). */
export interface ChangeCounterSpec {
  buffer: SharedArrayBuffer;
  collections: readonly string[];
}

/** Collection name → the function counting a change of it (null for names nobody counts). */
export type ChangeCounting = (collection: string) => (() => void) | null;

export function changeCounting(spec: ChangeCounterSpec | undefined): ChangeCounting {
  if (!spec) return () => null;
  const slots = new Int32Array(spec.buffer);
  const bumps = new Map(
    spec.collections.map((name, i) => [
      name,
      () => {
        Atomics.add(slots, i, 1);
      },
    ]),
  );
  return (collection) => bumps.get(collection) ?? null;
}
