// Queries over documents a process holds in memory, by the embedded store's own matching and ordering rules
// (MongoDB's: cross-type order, comparisons within a type, array fields). For read models kept per process (the
// catalogue's listing, src/modules/catalogue/cache.ts): a filter, sort and page that the store would run give the
// same rows here, without the round trip. The documents are the driver's decoded form (numbers as JS numbers).
import type { Document } from 'mongodb';
import { compileFilter, parseSort, sortDocs } from './embedded/query-engine.js';

/** A filter compiled once for many documents: `test(doc)`; null for an empty filter (everything matches). */
export function localMatcher(filter: Document): ((doc: Document) => boolean) | null {
  const m = compileFilter(filter);
  return m ? (doc) => m.test(doc) : null;
}

/** The documents in the order of a sort document (`{ name: 1, _id: 1 }`), as the store would return them. */
export function localSort<T extends Document>(docs: readonly T[], sort: Document): T[] {
  const spec = parseSort(sort);
  return spec ? (sortDocs([...docs], spec) as T[]) : [...docs];
}
