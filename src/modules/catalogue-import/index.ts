// Importing a business's own catalogue (format: spec/platform/components/schemas/PlatformCatalogueImport.yaml):
//   1. schema validation with the contract's schema (fills defaults),
//   2. reference checks against the file and what the store already holds,
//   3. one transaction that upserts everything by natural key, or nothing (and is rolled back for a dry run).
// The platform endpoint (src/handlers/platform/catalogue-import.ts), the CLI (scripts/import.ts) and the demo seed
// (src/seed/demo.ts) all come through importCatalogue.
import type { Db, MongoClient } from 'mongodb';
import { businesses } from '../business/index.js';
import * as catalogue from '../catalogue/index.js';
import * as scheduling from '../scheduling/index.js';
import type { TenantContext } from '../../store/index.js';
import { applyImport } from './apply.js';
import { ImportValidationError, type ImportDocument, type ImportResult } from './format.js';
import { checkReferences, type Existing } from './references.js';
import { validateSchema } from './schema.js';

export { ImportValidationError, describeProblem, type ImportDocument, type ImportResult } from './format.js';
export { validateSchema } from './schema.js';
export { checkReferences, emptyExisting, type Existing } from './references.js';

export interface ImportDeps {
  client: MongoClient;
  db: Db;
  now(): Date;
}

export interface ImportOptions {
  dryRun?: boolean;
}

export class UnknownBusinessError extends Error {
  constructor(readonly businessId: string) {
    super(`business ${businessId} does not exist`);
    this.name = 'UnknownBusinessError';
  }
}

/** Thrown inside the transaction to roll a dry run back after it has computed its outcome. */
class DryRun extends Error {
  constructor(readonly result: ImportResult) {
    super('dry run');
  }
}

/** What the tenant already has, by natural key, for the reference checks. */
export async function loadExisting(db: Db, tenant: TenantContext): Promise<Existing> {
  const [products, variants, categories, collections, locations, plans, deals, staff, resources] = await Promise.all([
    catalogue
      .products(db, tenant)
      .find({}, { projection: { _id: 1, slug: 1, product_type: 1 } })
      .toArray(),
    catalogue
      .variants(db, tenant)
      .find({}, { projection: { product_id: 1, sku: 1 } })
      .toArray(),
    catalogue
      .categories(db, tenant)
      .find({}, { projection: { _id: 1, slug: 1, parent_id: 1 } })
      .toArray(),
    catalogue
      .productCollections(db, tenant)
      .find({}, { projection: { slug: 1 } })
      .toArray(),
    catalogue
      .locations(db, tenant)
      .find({}, { projection: { _id: 1, ref: 1 } })
      .toArray(),
    catalogue
      .billingPlans(db, tenant)
      .find({}, { projection: { ref: 1 } })
      .toArray(),
    catalogue
      .deals(db, tenant)
      .find({ code: { $type: 'string' } }, { projection: { ref: 1, code: 1 } })
      .toArray(),
    scheduling
      .staff(db, tenant)
      .find({ ref: { $type: 'string' } }, { projection: { ref: 1, 'schedules.location_id': 1 } })
      .toArray(),
    scheduling
      .resources(db, tenant)
      .find({ ref: { $type: 'string' } }, { projection: { ref: 1, location_id: 1, capacity: 1 } })
      .toArray(),
  ]);
  const refOfLocation = new Map(locations.map((l) => [l._id as string, (l.ref as string | null) ?? null]));
  const slugOfProduct = new Map(products.map((p) => [p._id as string, p.slug as string]));
  const slugOfCategory = new Map(categories.map((c) => [c._id as string, c.slug as string]));
  const existing: Existing = {
    products: new Map(
      products.map((p) => [p.slug as string, { type: p.product_type, skus: [] as string[], variantCount: 0 }]),
    ),
    categories: new Map(
      categories.map((c) => [c.slug as string, c.parent_id ? (slugOfCategory.get(c.parent_id) ?? null) : null]),
    ),
    collections: new Set(collections.map((c) => c.slug as string)),
    locations: new Set(locations.flatMap((l) => (l.ref ? [l.ref as string] : []))),
    billingPlans: new Set(plans.flatMap((p) => (p.ref ? [p.ref as string] : []))),
    skuOwner: new Map(),
    dealCodes: new Map(
      deals.flatMap((d) =>
        d.ref && d.code ? [[String(d.code).toUpperCase(), d.ref as string] as [string, string]] : [],
      ),
    ),
    staff: new Map(
      staff.map((m) => [
        m.ref as string,
        new Set((m.schedules ?? []).flatMap((sc) => refOfLocation.get(sc.location_id) ?? [])),
      ]),
    ),
    resources: new Map(
      resources.map((r) => [
        r.ref as string,
        { location: refOfLocation.get(r.location_id) ?? null, capacity: r.capacity },
      ]),
    ),
  };
  for (const v of variants) {
    const slug = slugOfProduct.get(v.product_id as string);
    if (!slug) {
      // A variant whose product is gone still holds its SKU in the unique index.
      if (v.sku) existing.skuOwner.set(v.sku as string, '');
      continue;
    }
    const entry = existing.products.get(slug)!;
    entry.variantCount++;
    if (v.sku) {
      entry.skus.push(v.sku as string);
      existing.skuOwner.set(v.sku as string, slug);
    }
  }
  return existing;
}

/**
 * Validates `input` and imports it into the tenant (business + mode), all or nothing. Throws ImportValidationError
 * (nothing written) when the document is invalid, UnknownBusinessError when the business does not exist.
 */
export async function importCatalogue(
  deps: ImportDeps,
  tenant: TenantContext,
  input: unknown,
  opts: ImportOptions = {},
): Promise<ImportResult> {
  const schemaProblem = validateSchema(input);
  if (schemaProblem) throw new ImportValidationError([schemaProblem]);
  const doc = input as ImportDocument;

  const business = await businesses(deps.db).findOne({ _id: tenant.business_id });
  if (!business) throw new UnknownBusinessError(tenant.business_id);
  if (doc.currency && doc.currency !== business.currency) {
    throw new ImportValidationError([
      { pointer: '/currency', message: `must be the business currency ${business.currency}` },
    ]);
  }
  const problems = checkReferences(doc, await loadExisting(deps.db, tenant));
  if (problems.length) throw new ImportValidationError(problems);

  const session = deps.client.startSession();
  try {
    let result: ImportResult | undefined;
    await session.withTransaction(async () => {
      const outcome = await applyImport(deps, session, tenant, business, doc, deps.now());
      result = { livemode: tenant.livemode, dry_run: opts.dryRun === true, ...outcome };
      if (opts.dryRun) throw new DryRun(result);
    });
    return result!;
  } catch (err) {
    if (err instanceof DryRun) return err.result;
    throw err;
  } finally {
    await session.endSession();
  }
}

// The front door's other exports: what the rest of src/ uses of this area (scripts/check-layers.ts keeps other
// files out of its inner files).
export {};
