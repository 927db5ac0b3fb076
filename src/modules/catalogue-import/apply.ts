// Writes a validated import document into the catalogue collections, inside the caller's transaction. Every entity
// is looked up by its natural key first: a match keeps its id (and anything the import does not own, such as a
// deal's usage count), anything else gets a new id. A service product's scheduling record (collection `services`)
// is matched by its product; staff and resources by `ref`. The result counts what was created and updated and maps
// every natural key of the file to its id.
//
// All reads come first; the writes are then collected in file order and sent as one ordered write batch
// (transaction.ts writeBatch): one round trip on MongoDB 8.0+ and the embedded server, where a command per write
// made the demo seed alone send over a hundred. The batch stamps the business's catalogue revision once, at its end.
import type { ClientSession, Db, MongoClient } from 'mongodb';
import type { TenantContext } from '../../store/index.js';
import { writeBatch } from '../../store/transaction.js';
import { assignIds, importStore, newContext, readStored, recordIds } from './apply-context.js';
import { writeProducts } from './apply-products.js';
import { writeServices } from './apply-services.js';
import { writeShipping } from './apply-shipping.js';
import {
  writeBillingPlans,
  writeBundlesAndComposites,
  writeCategories,
  writeCollections,
  writeDeals,
  writeLocations,
  writeResources,
  writeStaff,
  writeStock,
  writeVariants,
} from './apply-steps.js';
import { fileLists, type CountKind, type ImportDocument } from './format.js';

export interface BusinessDefaults {
  currency: string;
  timezone: string;
}

export interface ApplyOutcome {
  created: Record<CountKind, number>;
  updated: Record<CountKind, number>;
  ids: Record<string, string>;
}

export async function applyImport(
  { client, db }: { client: MongoClient; db: Db },
  session: ClientSession,
  tenant: TenantContext,
  business: BusinessDefaults,
  doc: ImportDocument,
  now: Date,
): Promise<ApplyOutcome> {
  const store = importStore(db, tenant);
  const file = fileLists(doc);
  const defaultTz = doc.timezone ?? business.timezone;
  const stored = await readStored(store, session, file);
  const id = assignIds(file, stored, defaultTz);
  const ctx = newContext({ file, store, stored, id, now, currency: business.currency, defaultTz }, tenant);
  recordIds(file, id, ctx.ids);

  // The steps' order is the order of the writes in the batch.
  writeLocations(ctx);
  writeCategories(ctx);
  writeStaff(ctx);
  writeResources(ctx);
  // Variant ids come before bundles, which name default variants by SKU.
  const variants = writeVariants(ctx);
  writeStock(ctx, variants);
  const parts = writeBundlesAndComposites(ctx, variants);
  writeBillingPlans(ctx);
  // Service records before the products, which point at them.
  const serviceIdOf = writeServices(ctx);
  writeProducts(ctx, parts, serviceIdOf);
  writeCollections(ctx);
  writeDeals(ctx);
  await writeShipping(ctx, session);

  await writeBatch({ client, db }, ctx.writes, session);
  return { created: ctx.created, updated: ctx.updated, ids: ctx.ids };
}
