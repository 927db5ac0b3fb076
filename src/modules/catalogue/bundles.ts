// Bundles and composites. Both are sold through a product (their `product_id`); they count as active, and as
// sold at a location, exactly when that product is.
import { notFound } from '../../kernel/errors.js';
import type { BundleDoc, CompositeDoc, ProductDoc } from './model.js';
import { isSoldAt, type CatalogueReader } from './reader.js';
import { presentBundle, presentBundleDetail, presentComposite } from './present.js';
import { escapeRegex } from '../../kernel/format.js';

const PRODUCT_FIELDS = {
  _id: 1,
  is_active: 1,
  archived: 1,
  location_ids: 1,
  location_prices: 1,
  product_type: 1,
} as const;
const MAX_SCAN = 1000;

const sellable = (p: ProductDoc | undefined, locationId: string | null): p is ProductDoc =>
  Boolean(p && p.is_active && !p.archived && isSoldAt(p, locationId));

export async function listBundles(
  r: CatalogueReader,
  opts: { search?: string; limit: number; locationId: string | null },
) {
  const filter = opts.search ? { name: { $regex: escapeRegex(opts.search), $options: 'i' } } : {};
  const bundles = (await r.bundles
    .find(filter, { sort: { name: 1, _id: 1 }, limit: MAX_SCAN })
    .toArray()) as BundleDoc[];
  const products = await r.productsById(
    bundles.map((b) => b.product_id),
    PRODUCT_FIELDS,
  );
  const out = [];
  for (const b of bundles) {
    const p = products.get(b.product_id);
    if (sellable(p, opts.locationId)) out.push(presentBundle(b, p, opts.locationId));
    if (out.length === opts.limit) break;
  }
  return out;
}

/** A bundle whose product is active; 404 otherwise. */
export async function activeBundle(
  r: CatalogueReader,
  bundleId: string,
): Promise<{ bundle: BundleDoc; product: ProductDoc }> {
  const bundle = (await r.bundles.findOne({ _id: bundleId })) as BundleDoc | null;
  const product = bundle
    ? (await r.productsById([bundle.product_id], PRODUCT_FIELDS)).get(bundle.product_id)
    : undefined;
  if (!bundle || !sellable(product, null)) throw notFound(`Bundle ${bundleId} not found`);
  return { bundle, product };
}

export async function getBundle(r: CatalogueReader, bundleId: string, locationId: string | null) {
  const { bundle, product } = await activeBundle(r, bundleId);
  return presentBundleDetail(bundle, product, locationId);
}

export async function listComposites(r: CatalogueReader, opts: { limit: number; locationId: string | null }) {
  const composites = (await r.composites
    .find({}, { sort: { name: 1, _id: 1 }, limit: MAX_SCAN })
    .toArray()) as CompositeDoc[];
  const products = await r.productsById(
    composites.map((c) => c.product_id),
    PRODUCT_FIELDS,
  );
  const out = [];
  for (const c of composites) {
    const p = products.get(c.product_id);
    if (sellable(p, opts.locationId)) out.push(presentComposite(c, p, opts.locationId));
    if (out.length === opts.limit) break;
  }
  return out;
}

/** A composite whose product is active; 404 otherwise. */
export async function activeComposite(
  r: CatalogueReader,
  compositeId: string,
): Promise<{ composite: CompositeDoc; product: ProductDoc }> {
  const composite = (await r.composites.findOne({ _id: compositeId })) as CompositeDoc | null;
  const product = composite
    ? (await r.productsById([composite.product_id], PRODUCT_FIELDS)).get(composite.product_id)
    : undefined;
  if (!composite || !sellable(product, null)) throw notFound(`Composite ${compositeId} not found`);
  return { composite, product };
}

export async function getComposite(r: CatalogueReader, compositeId: string, locationId: string | null) {
  const { composite, product } = await activeComposite(r, compositeId);
  return presentComposite(composite, product, locationId);
}

/** The composite sold as a product of type `composite`; 404 for any other product. */
export async function getCompositeByProduct(r: CatalogueReader, productId: string, locationId: string | null) {
  const product = (await r.productsById([productId], PRODUCT_FIELDS)).get(productId);
  if (!sellable(product, null) || product.product_type !== 'composite')
    throw notFound(`No composite is sold as product ${productId}`);
  const composite = (await r.composites.findOne({ product_id: productId })) as CompositeDoc | null;
  if (!composite) throw notFound(`No composite is sold as product ${productId}`);
  return presentComposite(composite, product, locationId);
}
