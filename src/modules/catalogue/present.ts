// Stored documents → the contract's shapes. Money leaves as two-decimal strings, dates as ISO strings; prices are
// those of the requested location where it overrides them.
import { formatMinor } from '../../kernel/money.js';
import { bundlePrice, compareAtPrice, compositeBasePrice, productPrice } from './rules/pricing.js';
import type {
  AddOnGroupDoc,
  AttributeDefinitionDoc,
  BundleDoc,
  CategoryDoc,
  CollectionDoc,
  CompositeDoc,
  DealDoc,
  PriceQuoteDoc,
  ProductDoc,
  ProductImage,
  VariantDoc,
} from './model.js';
import { iso } from '../../kernel/format.js';

/** Primary image first, then the stored order. */
export function orderImages(images: readonly ProductImage[] | undefined): ProductImage[] {
  return [...(images ?? [])].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
}

/** The product fields a list item needs (a projection keeps the rest on the store side). */
export function listProjection(locationId: string | null): Record<string, 1> {
  const p: Record<string, 1> = {
    _id: 1,
    name: 1,
    slug: 1,
    description: 1,
    category_id: 1,
    images: 1,
    default_price: 1,
    compare_at_price: 1,
    currency: 1,
    product_type: 1,
    inventory_type: 1,
    is_active: 1,
    is_featured: 1,
    tags: 1,
    created_at: 1,
  };
  if (locationId) p[`location_prices.${locationId}`] = 1;
  return p;
}

/**
 * What a product list filters, orders and shows on, for every location: the fields a business's listing holds
 * (cache.ts). Keep it a superset of listProjection and of the fields product-query.ts filters and sorts on.
 */
export const LISTED_FIELDS: Readonly<Record<string, 1>> = {
  ...listProjection(null),
  archived: 1,
  location_ids: 1,
  location_prices: 1,
  taxonomy_ids: 1,
  search_text: 1,
  properties: 1,
};

export type ListedProduct = Pick<
  ProductDoc,
  | '_id'
  | 'name'
  | 'slug'
  | 'description'
  | 'category_id'
  | 'images'
  | 'default_price'
  | 'compare_at_price'
  | 'currency'
  | 'product_type'
  | 'inventory_type'
  | 'is_active'
  | 'is_featured'
  | 'tags'
> & { location_prices?: Record<string, number> };

export function presentProduct(p: ListedProduct, locationId: string | null) {
  const price = productPrice({ default_price: p.default_price, location_prices: p.location_prices ?? {} }, locationId);
  const images = p.images ?? [];
  const primary = images.find((i) => i.is_primary) ?? images[0];
  const compare = compareAtPrice(p, price);
  return {
    id: p._id,
    name: p.name,
    slug: p.slug,
    description: p.description ?? '',
    category_id: p.category_id ?? null,
    image_url: primary?.url ?? null,
    default_price: formatMinor(price),
    compare_at_price: compare === null ? null : formatMinor(compare),
    currency: p.currency,
    product_type: p.product_type,
    inventory_type: p.inventory_type,
    is_active: p.is_active,
    is_featured: Boolean(p.is_featured),
    tags: p.tags ?? [],
  };
}

export function presentVariant(v: VariantDoc) {
  return {
    id: v._id,
    product_id: v.product_id,
    name: v.name,
    sku: v.sku ?? null,
    price_adjustment: formatMinor(v.price_adjustment),
    is_default: v.is_default,
    is_active: v.is_active,
    axis_values: v.axis_values ?? {},
    duration_minutes: v.duration_minutes ?? null,
    buffer_minutes: v.buffer_minutes ?? null,
    capacity: v.capacity ?? null,
  };
}

export function presentAddOnGroup(g: AddOnGroupDoc) {
  return {
    id: g.id,
    name: g.name,
    selection_type: g.selection_type,
    is_required: g.min_selections >= 1,
    min_selections: g.min_selections,
    max_selections: g.selection_type === 'single' ? 1 : g.max_selections,
    options: g.options.map((o) => ({ id: o.id, name: o.name, price: formatMinor(o.price) })),
  };
}

export function presentProductDetail(p: ProductDoc, variants: VariantDoc[], locationId: string | null) {
  return {
    ...presentProduct(p, locationId),
    variants: variants.map(presentVariant),
    add_ons: (p.add_ons ?? []).map(presentAddOnGroup),
    images: orderImages(p.images).map((i) => ({ url: i.url, is_primary: i.is_primary })),
    attributes: p.attributes ?? {},
    bundle_id: p.product_type === 'bundle' ? (p.bundle_id ?? null) : null,
    composite_id: p.product_type === 'composite' ? (p.composite_id ?? null) : null,
    weight_grams: p.weight_grams ?? null,
  };
}

export function presentCategory(c: CategoryDoc, productCount: number) {
  return {
    id: c._id,
    name: c.name,
    slug: c.slug,
    parent_id: c.parent_id ?? null,
    image_url: c.image_url ?? null,
    product_count: productCount,
    sort_order: c.sort_order ?? 0,
  };
}

export function presentCollection(c: CollectionDoc, productCount: number) {
  return {
    id: c._id,
    name: c.name,
    slug: c.slug,
    image_url: c.image_url ?? null,
    product_count: productCount,
    starts_at: iso(c.starts_at),
    ends_at: iso(c.ends_at),
  };
}

export function presentCollectionDetail(c: CollectionDoc, productCount: number) {
  return {
    ...presentCollection(c, productCount),
    description: c.description ?? '',
    metadata: c.metadata ?? {},
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

export function presentAttribute(a: AttributeDefinitionDoc) {
  return {
    key: a.key,
    label: a.label,
    type: a.type,
    options: a.type === 'select' ? (a.options ?? []) : [],
    required: a.required,
  };
}

export function presentDeal(d: DealDoc) {
  return {
    id: d._id,
    name: d.name,
    description: d.description ?? '',
    discount_type: d.discount_type,
    // Percentages are stored in basis points: 1000 bps reads "10.00" percent, the same two-decimal shape as money.
    value: formatMinor(d.value),
    currency: d.currency,
    code: d.code ?? null,
    min_subtotal: d.min_subtotal === null ? null : formatMinor(d.min_subtotal),
    starts_at: d.starts_at.toISOString(),
    ends_at: iso(d.ends_at),
  };
}

export function presentBundle(b: BundleDoc, product: Pick<ProductDoc, 'location_prices'>, locationId: string | null) {
  return {
    id: b._id,
    product_id: b.product_id,
    name: b.name,
    slug: b.slug,
    default_price: formatMinor(bundlePrice(b, product, locationId)),
    currency: b.currency,
    image_url: b.image_url ?? null,
  };
}

export function presentBundleDetail(
  b: BundleDoc,
  product: Pick<ProductDoc, 'location_prices'>,
  locationId: string | null,
) {
  return {
    ...presentBundle(b, product, locationId),
    description: b.description ?? '',
    components: b.components.map((c) => ({
      component_id: c.component_id,
      name: c.name,
      product_id: c.product_id,
      ...(c.default_variant_id ? { default_variant_id: c.default_variant_id } : {}),
      quantity: c.quantity,
      is_swappable: c.is_swappable,
    })),
  };
}

export function presentComposite(
  c: CompositeDoc,
  product: Pick<ProductDoc, 'location_prices'> | null,
  locationId: string | null,
) {
  return {
    id: c._id,
    product_id: c.product_id,
    name: c.name,
    base_price: formatMinor(compositeBasePrice(c, product, locationId)),
    currency: c.currency,
    groups: c.groups.map((g) => ({
      id: g.id,
      name: g.name,
      min_selections: g.min_selections,
      max_selections: g.max_selections,
      components: g.components.map((x) => ({
        component_id: x.component_id,
        name: x.name,
        price: formatMinor(x.price),
        product_id: x.product_id ?? null,
      })),
    })),
  };
}

export function presentQuote(q: PriceQuoteDoc, now: Date) {
  return {
    quote_id: q._id,
    status: now.getTime() < q.expires_at.getTime() ? ('active' as const) : ('expired' as const),
    product_id: q.product_id,
    variant_id: q.variant_id ?? null,
    location_id: q.location_id ?? null,
    add_on_option_ids: q.add_on_option_ids ?? [],
    bundle_selections: (q.bundle_selections ?? []).map((s) => ({
      component_id: s.component_id,
      ...(s.variant_id ? { variant_id: s.variant_id } : {}),
      quantity: s.quantity,
    })),
    composite_selections: (q.composite_selections ?? []).map((s) => ({
      component_id: s.component_id,
      quantity: s.quantity,
      ...(s.variant_id ? { variant_id: s.variant_id } : {}),
      ...(s.add_on_option_id ? { add_on_option_id: s.add_on_option_id } : {}),
    })),
    quantity: q.quantity,
    unit_price: formatMinor(q.unit_price),
    subtotal: formatMinor(q.subtotal),
    currency: q.currency,
    expires_at: q.expires_at.toISOString(),
  };
}
