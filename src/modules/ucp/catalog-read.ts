// The catalogue reads behind the UCP catalogue operations: for a set of products, their active variants, free
// stock and category names in one query each, projected to UCP (rules/product-projection.ts); and the `ucp` object
// of a catalogue answer. Everything is read in the agent's tenant (its business and the URL's mode).
import type { Db } from 'mongodb';
import type { UcpResponseMeta } from '../../../generated/sdk/ucp/types.gen.js';
import type { AgentCaller } from '../../kernel/caller.js';
import type { TenantContext } from '../../store/index.js';
import {
  categories,
  inventoryLevels,
  orderVariants,
  type ProductDoc,
  type VariantDoc,
  variants as variantRows,
} from '../catalogue/index.js';
import { capabilitiesForResponse } from './rules/negotiation.js';
import { type FreeStock, type Projection, projectProduct, stockKey } from './rules/product-projection.js';

/** The `ucp` object of a catalogue answer: the version served and the operation's capability as negotiated. */
export function catalogMeta(agent: AgentCaller, capability: string, status: 'success' | 'error' = 'success') {
  return {
    version: agent.version,
    status,
    capabilities: capabilitiesForResponse(agent.capabilities, capability),
  } satisfies UcpResponseMeta;
}

/**
 * Each product projected, keyed by id. `known`: active variants already read (the item-reference resolution
 * reads them); the others' are read here.
 */
export async function projectProducts(
  db: Db,
  tenant: TenantContext,
  products: readonly ProductDoc[],
  siteOrigin: string | null,
  known: ReadonlyMap<string, VariantDoc[]> = new Map(),
): Promise<Map<string, Projection>> {
  const out = new Map<string, Projection>();
  if (products.length === 0) return out;
  const ids = products.map((p) => p._id);
  const [variants, stock, names] = await Promise.all([
    activeVariants(
      db,
      tenant,
      ids.filter((id) => !known.has(id)),
    ),
    freeStock(db, tenant, ids),
    categoryNames(db, tenant, products),
  ]);
  for (const p of products) {
    const list = known.get(p._id) ?? variants.get(p._id) ?? [];
    const category = p.category_id ? (names.get(p.category_id) ?? null) : null;
    out.set(p._id, projectProduct({ product: p, variants: list, stock, category, siteOrigin }));
  }
  return out;
}

async function activeVariants(db: Db, tenant: TenantContext, productIds: readonly string[]) {
  const byProduct = new Map<string, VariantDoc[]>();
  if (productIds.length === 0) return byProduct;
  const rows = (await variantRows(db, tenant)
    .find({ product_id: { $in: [...productIds] }, is_active: true })
    .toArray()) as VariantDoc[];
  for (const v of rows) byProduct.set(v.product_id, [...(byProduct.get(v.product_id) ?? []), v]);
  for (const [id, list] of byProduct) byProduct.set(id, orderVariants(list));
  return byProduct;
}

/** Units free to sell per product (and variant), over all the business's locations, as the cart counts them. */
async function freeStock(db: Db, tenant: TenantContext, productIds: readonly string[]): Promise<FreeStock> {
  const levels = await inventoryLevels(db, tenant)
    .find(
      { product_id: { $in: [...productIds] } },
      { projection: { _id: 0, product_id: 1, variant_id: 1, quantity_on_hand: 1, quantity_reserved: 1 } },
    )
    .toArray();
  const free = new Map<string, number>();
  for (const l of levels) {
    const key = stockKey(l.product_id, l.variant_id ?? null);
    free.set(key, (free.get(key) ?? 0) + Math.max(0, (l.quantity_on_hand ?? 0) - (l.quantity_reserved ?? 0)));
  }
  return free;
}

async function categoryNames(db: Db, tenant: TenantContext, products: readonly ProductDoc[]) {
  const ids = [...new Set(products.map((p) => p.category_id).filter((id): id is string => !!id))];
  if (ids.length === 0) return new Map<string, string>();
  const rows = await categories(db, tenant)
    .find({ _id: { $in: ids } }, { projection: { _id: 1, name: 1 } })
    .toArray();
  return new Map(rows.map((c) => [String(c._id), String(c.name)]));
}

/**
 * The ids of the categories a filter's values name: a category's name (any case), slug or id. Values naming none
 * are left out.
 */
export async function categoryIdsNamed(db: Db, tenant: TenantContext, values: readonly string[]): Promise<string[]> {
  const wanted = new Set(values.map((v) => v.trim().toLowerCase()));
  const rows = await categories(db, tenant)
    .find({}, { projection: { _id: 1, name: 1, slug: 1 } })
    .toArray();
  return rows
    .filter((c) => [c._id, c.name, c.slug].some((x) => typeof x === 'string' && wanted.has(x.toLowerCase())))
    .map((c) => String(c._id));
}
