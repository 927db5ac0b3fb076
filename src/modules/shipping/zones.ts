// The platform API's reads and writes of shipping zones (one set per mode, at most MAX_ZONES_PER_MODE). A zone is
// written whole: created, replaced (its rates keep the ids sent back) or deleted. The count and the insert it allows
// run in one transaction serialised on the tenant (store/transaction.ts serialized), so two creates cannot both
// count 99. Every write stamps the business's catalogue revision (the store layer does it), so every process's kept
// copy (cache.ts) is replaced on its next read.
import type { Db } from 'mongodb';
import { conflict, notFound, validationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { Services } from '../../services.js';
import type { TenantContext } from '../../store/index.js';
import { serialized } from '../../store/transaction.js';
import { products } from '../catalogue/index.js';
import { bodyField, zoneFromInput, type ZoneInput } from './input.js';
import type { ShippingRate, ShippingZoneDoc } from './model.js';
import { shippingZones, ZONE_ORDER } from './store.js';

export const MAX_ZONES_PER_MODE = 100;

const lockId = (t: TenantContext) => `shipping_zones:${t.business_id}:${t.livemode ? 'live' : 'test'}`;

export async function listZones(db: Db, tenant: TenantContext, page: { limit: number; offset: number }) {
  const coll = shippingZones(db, tenant);
  const [rows, total] = await Promise.all([
    coll.find({}, { sort: ZONE_ORDER, skip: page.offset, limit: page.limit }).toArray(),
    coll.countDocuments({}),
  ]);
  return { rows, total };
}

export async function getZone(db: Db, tenant: TenantContext, id: string): Promise<ShippingZoneDoc> {
  const z = await shippingZones(db, tenant).findOne({ _id: id });
  if (!z) throw notFound(`Shipping zone ${id} not found`);
  return z;
}

/** The first of the rates' free products that is not a product of the tenant, as a 400 naming it. */
async function checkFreeProducts(db: Db, tenant: TenantContext, rates: ShippingRate[]): Promise<void> {
  const wanted = [...new Set(rates.flatMap((r) => r.free_product_ids))];
  if (!wanted.length) return;
  const found = await products(db, tenant)
    .find({ _id: { $in: wanted } }, { projection: { _id: 1 } })
    .toArray();
  const known = new Set(found.map((p) => p._id));
  for (const [i, r] of rates.entries()) {
    const j = r.free_product_ids.findIndex((id) => !known.has(id));
    if (j >= 0)
      throw validationError(`${bodyField(['rates', i, 'free_product_ids', j])}: no product ${r.free_product_ids[j]}`);
  }
}

/** The zone's stored parts from the body, or the first problem as a 400 naming its field. */
async function storedParts(db: Db, tenant: TenantContext, input: ZoneInput, kept: ReadonlySet<string>) {
  const { destinations, rates, problems } = zoneFromInput(input, kept);
  if (problems.length) throw validationError(`${bodyField(problems[0].path)}: ${problems[0].message}`);
  await checkFreeProducts(db, tenant, rates);
  return { name: input.name, destinations, rates };
}

export async function createZone(
  services: Services,
  tenant: TenantContext,
  input: ZoneInput,
  now: Date,
): Promise<ShippingZoneDoc> {
  const { db } = services;
  const doc: ShippingZoneDoc = {
    _id: newId('shippingZone'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    ...(await storedParts(db, tenant, input, new Set())),
    created_at: now,
    updated_at: now,
  };
  await serialized(services, lockId(tenant), async (session) => {
    const held = await shippingZones(db, tenant).countDocuments({}, { session });
    if (held >= MAX_ZONES_PER_MODE)
      throw conflict(`A business holds at most ${MAX_ZONES_PER_MODE} shipping zones per mode; delete one first`);
    await shippingZones(db, tenant).insertOne(doc, { session });
  });
  return doc;
}

export async function replaceZone(
  db: Db,
  tenant: TenantContext,
  id: string,
  input: ZoneInput,
  now: Date,
): Promise<ShippingZoneDoc> {
  const current = await getZone(db, tenant, id);
  const parts = await storedParts(db, tenant, input, new Set(current.rates.map((r) => r.id)));
  // A rate that keeps its id keeps its import handle too, so a later import still finds it.
  const refOf = new Map(current.rates.flatMap((r) => (r.ref ? [[r.id, r.ref] as const] : [])));
  parts.rates = parts.rates.map((r) => (refOf.has(r.id) ? { ...r, ref: refOf.get(r.id) } : r));
  const updated = await shippingZones(db, tenant).findOneAndUpdate(
    { _id: id },
    { $set: { ...parts, updated_at: now } },
    { returnDocument: 'after' },
  );
  if (!updated) throw notFound(`Shipping zone ${id} not found`);
  return updated;
}

/** Deletes the zone if it is there (deleting is idempotent). */
export async function deleteZone(db: Db, tenant: TenantContext, id: string): Promise<void> {
  await shippingZones(db, tenant).deleteOne({ _id: id });
}
