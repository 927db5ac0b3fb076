// The one reading of an outside item reference (what an AI agent sends as a UCP `item.id`, and what the UCP catalogue
// answers with) as a product and variant of the caller's business and mode. Agents hold whichever identifier they saw:
// our product or variant id, or the merchant's own handles (a product slug, a variant SKU: imported catalogues keep
// them), so all four are accepted; only what is for sale resolves (product active and not archived, variant active).
import type { Db } from 'mongodb';
import type { TenantContext } from '../../store/index.js';
import type { ItemRefMatch, ProductDoc, ResolvedItem, VariantDoc } from './model.js';
import type { CatalogueView } from './cache.js';
import { ACTIVE } from './reader.js';
import { orderVariants } from './rules/variants.js';
import * as catalogue from './store.js';

export type { ResolvedItem } from './model.js';

/**
 * Resolves each reference to the product (and variant) for sale it names in the tenant's catalogue: an exact id
 * first, then a product slug, then a variant SKU. References naming nothing for sale are absent from the map.
 * Two queries for any number of references, plus one for the variants of the products found; none when the
 * request's catalogue `view` is cached and has resolved them before.
 */
export async function resolveItemRefs(
  services: { db: Db },
  tenant: TenantContext,
  refs: readonly string[],
  view?: CatalogueView,
): Promise<Map<string, ResolvedItem>> {
  const wanted = [...new Set(refs.filter((r) => typeof r === 'string' && r.length > 0))];
  if (wanted.length === 0) return new Map();
  // Under the business's catalogue revision (cache.ts) a resolved reference stays true until the catalogue changes.
  if (view?.cached) return view.itemRefs(wanted, (missing) => resolveFromStore(services.db, tenant, missing));
  return resolveFromStore(services.db, tenant, wanted);
}

async function resolveFromStore(db: Db, tenant: TenantContext, wanted: string[]): Promise<Map<string, ResolvedItem>> {
  const services = { db };
  const out = new Map<string, ResolvedItem>();
  const [productRows, variantRows] = await Promise.all([
    catalogue
      .products(services.db, tenant)
      .find({ $or: [{ _id: { $in: wanted } }, { slug: { $in: wanted } }], ...ACTIVE })
      .toArray() as Promise<ProductDoc[]>,
    catalogue
      .variants(services.db, tenant)
      .find({ $or: [{ _id: { $in: wanted } }, { sku: { $in: wanted } }], is_active: true })
      .toArray() as Promise<VariantDoc[]>,
  ]);
  const products = new Map(productRows.map((p) => [p._id, p]));
  // Variants named directly belong to products that may not have matched a reference: read those too.
  const missing = [...new Set(variantRows.map((v) => v.product_id))].filter((id) => !products.has(id));
  if (missing.length) {
    const more = (await catalogue
      .products(services.db, tenant)
      .find({ _id: { $in: missing }, ...ACTIVE })
      .toArray()) as ProductDoc[];
    for (const p of more) products.set(p._id, p);
  }
  const variantsOf = await activeVariantsOf(services.db, tenant, [...products.keys()]);
  for (const ref of wanted) {
    const hit = matchRef(ref, productRows, variantRows, products);
    if (!hit) continue;
    // As the cart reads a product without a variant id: its default variant, none when it has no active ones.
    const list = variantsOf.get(hit.product._id) ?? [];
    out.set(ref, {
      product: hit.product,
      variant: hit.variant ?? list[0] ?? null,
      matched: hit.matched,
      variants: list,
    });
  }
  return out;
}

/** One reference: the product and variant for sale it names, or null. */
export async function resolveItemRef(
  services: { db: Db },
  tenant: TenantContext,
  ref: string,
): Promise<ResolvedItem | null> {
  return (await resolveItemRefs(services, tenant, [ref])).get(ref) ?? null;
}

function matchRef(
  ref: string,
  productRows: readonly ProductDoc[],
  variantRows: readonly VariantDoc[],
  products: ReadonlyMap<string, ProductDoc>,
): { product: ProductDoc; variant?: VariantDoc; matched: ItemRefMatch } | null {
  const byProductId = products.get(ref);
  if (byProductId && productRows.includes(byProductId)) return { product: byProductId, matched: 'product_id' };
  const byVariantId = variantRows.find((v) => v._id === ref && products.has(v.product_id));
  if (byVariantId)
    return { product: products.get(byVariantId.product_id)!, variant: byVariantId, matched: 'variant_id' };
  const bySlug = productRows.find((p) => p.slug === ref);
  if (bySlug) return { product: bySlug, matched: 'slug' };
  const bySku = variantRows.find((v) => v.sku === ref && products.has(v.product_id));
  if (bySku) return { product: products.get(bySku.product_id)!, variant: bySku, matched: 'sku' };
  return null;
}

async function activeVariantsOf(db: Db, tenant: TenantContext, productIds: readonly string[]) {
  const byProduct = new Map<string, VariantDoc[]>();
  if (productIds.length === 0) return byProduct;
  const rows = (await catalogue
    .variants(db, tenant)
    .find({ product_id: { $in: [...productIds] }, is_active: true })
    .toArray()) as VariantDoc[];
  for (const v of rows) {
    const list = byProduct.get(v.product_id) ?? [];
    list.push(v);
    byProduct.set(v.product_id, list);
  }
  for (const [id, list] of byProduct) byProduct.set(id, orderVariants(list));
  return byProduct;
}
