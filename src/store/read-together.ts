// Several small reads, of any collections, in one round trip. Every storefront step of a visit reads its session's
// cart and its business document (and adding to the cart, the product's stock; checkout, the order counter); against
// a store in another process each read is a round trip, and on a network a round trip is most of what a request
// waits for. Here they go as one `aggregate`: the first part is its leading `$match`, each other part a `$unionWith`
// (MongoDB 4.4+), each document wrapped with the number of its part. With the embedded server in this process,
// where a round trip costs little, each part goes as its own find over the direct line, all at once, so each stays
// a planned read of its collection. Outside transactions only.
//
//   const [carts, businesses] = await readTogether(db, [
//     { collection: COLLECTION.carts, filter: { session_id, status: 'active' }, tenant, one: true },
//     { collection: COLLECTION.businesses, filter: { _id: businessId }, one: true },
//   ]);
//
// Put the part with the most documents to pick from first: MongoDB plans every part by its indexes, and a server
// that plans only the leading match (the embedded one runs `$unionWith` over the whole collection) then scans the
// smaller ones.
import type { Db, Document } from 'mongodb';
import type { CollectionName } from './collections.js';
import { directFor } from './direct.js';
import { findLean, findOneLean, retryable, run } from './lean-read.js';
import { tenantFilter, type TenantContext } from './tenancy.js';

/** One read: the documents of `collection` matching `filter`. */
export interface ReadPart {
  collection: CollectionName;
  filter: Document;
  /** The tenant the documents belong to: the filter is narrowed to it, as a ScopedCollection narrows it. */
  tenant?: TenantContext;
  /** The first document only, as findOne answers (the filter should name at most one: an _id, a unique key). */
  one?: boolean;
}

/** Where each answer of the aggregate carries its part's number and the document itself. */
const PART = 'p';
const DOC = 'd';

const filterOf = (part: ReadPart) => (part.tenant ? tenantFilter(part.tenant, part.filter) : part.filter);

/** A part as pipeline stages: its match, then each document wrapped with the part's number. */
const stages = (part: ReadPart, i: number): Document[] => [
  { $match: filterOf(part) },
  { $replaceWith: { [PART]: { $literal: i }, [DOC]: '$$ROOT' } },
];

/** The documents of each part, in the parts' order (each part's as a find would give them). */
export async function readTogether(db: Db, parts: ReadPart[]): Promise<Document[][]> {
  const alone = (part: ReadPart) => {
    const coll = db.collection(part.collection);
    return part.one ? findOneLean(coll, filterOf(part)).then((d) => (d ? [d] : [])) : findLean(coll, filterOf(part));
  };
  if (parts.length <= 1 || directFor(db.client)) return Promise.all(parts.map(alone));
  const [first, ...rest] = parts;
  const pipeline = [
    ...stages(first, 0),
    ...rest.map((part, i) => ({ $unionWith: { coll: part.collection, pipeline: stages(part, i + 1) } })),
  ];
  const out: Document[][] = parts.map(() => []);
  const coll = db.collection(first.collection);
  try {
    let reply = await run(coll, { aggregate: first.collection, pipeline, cursor: {} }, undefined);
    for (;;) {
      for (const row of (reply.cursor.firstBatch ?? reply.cursor.nextBatch) as Document[])
        out[row[PART] as number].push(row[DOC]);
      const id = reply.cursor.id;
      if (!id || (typeof id === 'number' ? id === 0 : id.isZero?.()))
        return out.map((docs, i) => (parts[i].one ? docs.slice(0, 1) : docs));
      reply = await run(coll, { getMore: id, collection: first.collection }, undefined);
    }
  } catch (err) {
    // What the driver would retry once (a network blip, a failover): each part through the driver's own find.
    if (!retryable(err)) throw err;
    return Promise.all(
      parts.map((part) =>
        db
          .collection(part.collection)
          .find(filterOf(part), part.one ? { limit: 1 } : {})
          .toArray(),
      ),
    );
  }
}
