// Incentive templates (model.ts, collection `incentive_templates`): the platform API's reads and writes, the
// storefront's read of the active ones, and the contract's PlatformIncentiveTemplate. Selection itself is
// rules/incentive.ts.
//
// The storefront reads a tenant's active templates on every activity-state request, so activeTemplates keeps them
// per process for ACTIVE_CACHE_MS (5 s). Every write made through this file drops the tenant's entry once it has
// committed, so this process sees its own changes at once; another process sees them within the 5 s. An entry is
// dropped rather than refreshed, and a read in flight during a write is never kept: reads that start after the
// drop go to the database.
//
// A business holds at most MAX_TEMPLATES_PER_MODE templates per mode. The count and the insert it allows run in one
// transaction whose first write bumps the tenant's `counters` document, so two creates of one tenant cannot both
// count 99 (the later one conflicts on that write and withTransaction runs it again, now counting 100).
import type { Db } from 'mongodb';
import type {
  CreateIncentiveTemplateData,
  UpdateIncentiveTemplateData,
} from '../../../generated/sdk/platform/types.gen.js';
import { conflict, notFound, validationError } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { formatMinor, toMinor } from '../../kernel/money.js';
import type { Services } from '../../services.js';
import { COLLECTION, tenantCollection, type TenantContext } from '../../store/index.js';
import { serialized } from '../../store/transaction.js';
import type { IncentiveTemplateDoc } from './model.js';

export const MAX_TEMPLATES_PER_MODE = 100;
const ACTIVE_CACHE_MS = 5_000;
/** Tenants whose active templates are kept at once; the oldest entry goes first beyond it. */
const ACTIVE_CACHE_TENANTS = 10_000;

const incentiveTemplates = (db: Db, t: TenantContext) =>
  tenantCollection<IncentiveTemplateDoc>(db, COLLECTION.incentive_templates, t);

const lockId = (t: TenantContext) => `incentive_templates:${t.business_id}:${t.livemode ? 'live' : 'test'}`;

export type TemplateInput = NonNullable<CreateIncentiveTemplateData['body']>;
export type TemplateChanges = NonNullable<UpdateIncentiveTemplateData['body']>;

/** The order lists show and selection prefers (rules/incentive.ts `outranks`). */
const RANKED = { priority: -1, created_at: 1, _id: 1 } as const;

// ---- the storefront's read ----

interface CacheEntry {
  at: number;
  docs: Promise<IncentiveTemplateDoc[]>;
}
const cache = new WeakMap<Db, Map<string, CacheEntry>>();
const cacheKey = (t: TenantContext) => `${t.business_id}:${t.livemode ? 'live' : 'test'}`;

/**
 * The tenant's active templates (at most MAX_TEMPLATES_PER_MODE, one indexed read), kept ACTIVE_CACHE_MS. The
 * array is shared with every caller inside that window, so it is frozen: filter or copy it, never sort it in place.
 */
export function activeTemplates(db: Db, tenant: TenantContext): Promise<IncentiveTemplateDoc[]> {
  let byTenant = cache.get(db);
  if (!byTenant) cache.set(db, (byTenant = new Map()));
  const key = cacheKey(tenant);
  const now = performance.now();
  const hit = byTenant.get(key);
  if (hit && now - hit.at < ACTIVE_CACHE_MS) return hit.docs;
  if (hit) byTenant.delete(key);
  else if (byTenant.size >= ACTIVE_CACHE_TENANTS) byTenant.delete(byTenant.keys().next().value!);
  const entry: CacheEntry = {
    at: now,
    docs: incentiveTemplates(db, tenant)
      .find({ active: true }, { sort: { priority: -1, created_at: 1 }, limit: MAX_TEMPLATES_PER_MODE })
      .toArray()
      .then((docs) => Object.freeze(docs) as IncentiveTemplateDoc[]),
  };
  byTenant.set(key, entry);
  // A failed read is not kept: the next request tries again.
  entry.docs.catch(() => {
    if (byTenant.get(key) === entry) byTenant.delete(key);
  });
  return entry.docs;
}

/** Drops the tenant's kept active templates (after a write has committed). */
function forgetActiveTemplates(db: Db, tenant: TenantContext): void {
  cache.get(db)?.delete(cacheKey(tenant));
}

// ---- the platform API ----

/** A Money string as minor units; null stays null. Negative minimums are refused (the contract's Money allows them). */
function minimumOf(value: string | null | undefined, field: string): number | null {
  if (value === null || value === undefined) return null;
  const minor = toMinor(value);
  if (minor < 0) throw validationError(`${field}: must not be negative`);
  return minor;
}

export async function listTemplates(db: Db, tenant: TenantContext, page: { limit: number; offset: number }) {
  const coll = incentiveTemplates(db, tenant);
  const [rows, total] = await Promise.all([
    coll.find({}, { sort: RANKED, skip: page.offset, limit: page.limit }).toArray(),
    coll.countDocuments({}),
  ]);
  return { rows, total };
}

export async function getTemplate(db: Db, tenant: TenantContext, id: string): Promise<IncentiveTemplateDoc> {
  const t = await incentiveTemplates(db, tenant).findOne({ _id: id });
  if (!t) throw notFound(`Incentive template ${id} not found`);
  return t;
}

export async function createTemplate(
  services: Services,
  tenant: TenantContext,
  input: TemplateInput,
  now: Date,
): Promise<IncentiveTemplateDoc> {
  const doc: IncentiveTemplateDoc = {
    _id: newId('incentiveTemplate'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    name: input.name,
    agent_id: input.agent_id,
    intents: [...input.intents],
    min_cart_total: minimumOf(input.min_cart_total, 'body.min_cart_total'),
    requires_cart_items: input.requires_cart_items ?? false,
    priority: input.priority ?? 0,
    active: input.active ?? true,
    created_at: now,
    updated_at: now,
  };
  const { db } = services;
  await serialized(services, lockId(tenant), async (session) => {
    const held = await incentiveTemplates(db, tenant).countDocuments({}, { session });
    if (held >= MAX_TEMPLATES_PER_MODE) {
      throw conflict(
        `A business holds at most ${MAX_TEMPLATES_PER_MODE} incentive templates per mode; delete one first`,
      );
    }
    await incentiveTemplates(db, tenant).insertOne(doc, { session });
  });
  forgetActiveTemplates(db, tenant);
  return doc;
}

export async function updateTemplate(
  db: Db,
  tenant: TenantContext,
  id: string,
  changes: TemplateChanges,
  now: Date,
): Promise<IncentiveTemplateDoc> {
  const set: Partial<IncentiveTemplateDoc> = { updated_at: now };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.agent_id !== undefined) set.agent_id = changes.agent_id;
  if (changes.intents !== undefined) set.intents = [...changes.intents];
  if (changes.min_cart_total !== undefined)
    set.min_cart_total = minimumOf(changes.min_cart_total, 'body.min_cart_total');
  if (changes.requires_cart_items !== undefined) set.requires_cart_items = changes.requires_cart_items;
  if (changes.priority !== undefined) set.priority = changes.priority;
  if (changes.active !== undefined) set.active = changes.active;
  const updated = await incentiveTemplates(db, tenant).findOneAndUpdate(
    { _id: id },
    { $set: set },
    { returnDocument: 'after' },
  );
  if (!updated) throw notFound(`Incentive template ${id} not found`);
  forgetActiveTemplates(db, tenant);
  return updated;
}

/** Deletes the template if it is there (deleting is idempotent). */
export async function deleteTemplate(db: Db, tenant: TenantContext, id: string): Promise<void> {
  await incentiveTemplates(db, tenant).deleteOne({ _id: id });
  forgetActiveTemplates(db, tenant);
}

export function presentIncentiveTemplate(t: IncentiveTemplateDoc) {
  return {
    id: t._id,
    name: t.name,
    agent_id: t.agent_id,
    intents: [...t.intents],
    min_cart_total: t.min_cart_total === null ? null : formatMinor(t.min_cart_total),
    requires_cart_items: t.requires_cart_items,
    priority: t.priority,
    active: t.active,
    created_at: t.created_at.toISOString(),
    updated_at: t.updated_at.toISOString(),
  };
}
