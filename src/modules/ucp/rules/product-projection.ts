// A catalogue product as UCP shows it to an agent (docs/ucp.md §Catalogue): the product with its purchasable
// variants, prices in integer minor units, availability from stock, options from the variant axes, media from the
// images. Pure: the caller reads the product, its active variants, the stock and the category, and says where the
// business's site is.
//
// A variant's `id` is what a checkout line's `item.id` takes. A product sold without variants is shown as one
// variant carrying the product's own id, so every product has the variant UCP requires.
import { toUcpMinor } from './minor-units.js';
import type {
  UcpMedia,
  UcpPrice,
  UcpPriceRange,
  UcpProduct,
  UcpProductOption,
  UcpSelectedOption,
  UcpVariant,
} from '../../../../generated/sdk/ucp/types.gen.js';
import type { ProductDoc, VariantDoc } from '../../catalogue/index.js';

export type ProjectedProduct = Pick<
  ProductDoc,
  | '_id'
  | 'name'
  | 'slug'
  | 'description'
  | 'images'
  | 'default_price'
  | 'compare_at_price'
  | 'currency'
  | 'inventory_type'
  | 'variant_axes'
  | 'tags'
>;
export type ProjectedVariant = Pick<VariantDoc, '_id' | 'name' | 'sku' | 'price_adjustment' | 'axis_values'>;

/** Units free to sell (on hand less reserved, never below zero, summed over locations) per stock key. */
export type FreeStock = ReadonlyMap<string, number>;

/** The key of a stock level: its product, and its variant for variant-level stock ('' for product-level). */
export const stockKey = (productId: string, variantId: string | null) => `${productId}:${variantId ?? ''}`;

export interface ProjectionInput {
  product: ProjectedProduct;
  /** The product's active variants, in display order (default first); empty for a product without variants. */
  variants: readonly ProjectedVariant[];
  stock: FreeStock;
  /** The name of the product's category, if it has one. */
  category: string | null;
  /** The origin of the business's storefront site (no trailing slash), or null when it has none. */
  siteOrigin: string | null;
}

/** A variant with what selection and filtering need besides its UCP shape. */
export interface ProjectedVariantEntry {
  ucp: UcpVariant;
  /** Axis name → value, as the variant stores them (empty for the product's own variant). */
  axisValues: Readonly<Record<string, string>>;
  available: boolean;
}

export interface Projection {
  product: Omit<UcpProduct, 'variants' | 'price_range' | 'list_price_range'>;
  variants: ProjectedVariantEntry[];
}

/** The product and every one of its variants; finish() makes a UCP product of a subset of them. */
export function projectProduct(input: ProjectionInput): Projection {
  const { product: p } = input;
  const description = { plain: p.description ?? '' };
  const media = productMedia(p);
  const options = productOptions(p);
  const product: Projection['product'] = {
    id: p._id,
    handle: p.slug,
    title: p.name,
    description,
    ...(input.siteOrigin && { url: `${input.siteOrigin}/products/${encodeURIComponent(p.slug)}` }),
    ...(input.category && { categories: [{ value: input.category, taxonomy: 'merchant' }] }),
    ...(media.length && { media }),
    ...(options.length && { options }),
    ...(p.tags?.length && { tags: [...p.tags] }),
  };
  const own: ProjectedVariant = { _id: p._id, name: p.name, sku: null, price_adjustment: 0, axis_values: {} };
  const variants = (input.variants.length ? input.variants : [own]).map((v) => projectVariant(input, v, description));
  return { product, variants };
}

/** The UCP product showing `variants` (at least one), with the price ranges they span. */
export function finishProduct(projection: Projection, variants: readonly ProjectedVariantEntry[]): UcpProduct {
  const shown = variants.map((v) => v.ucp);
  const listed = shown.filter((v) => v.list_price !== undefined);
  return {
    ...projection.product,
    price_range: rangeOf(shown.map((v) => v.price)),
    ...(listed.length && { list_price_range: rangeOf(listed.map((v) => v.list_price!)) }),
    variants: shown,
  };
}

function projectVariant(
  input: ProjectionInput,
  v: ProjectedVariant,
  description: UcpVariant['description'],
): ProjectedVariantEntry {
  const { product: p } = input;
  const amount = Math.max(0, p.default_price + (v.price_adjustment ?? 0));
  const compareAt = p.compare_at_price === null ? null : p.compare_at_price + (v.price_adjustment ?? 0);
  const available = isAvailable(p, v._id === p._id ? null : v._id, input.stock);
  const options = variantOptions(p, v);
  const ucp: UcpVariant = {
    id: v._id,
    ...(v.sku && { sku: v.sku }),
    title: variantTitle(p, v, options),
    description,
    price: price(amount, p.currency),
    ...(compareAt !== null && compareAt > amount && { list_price: price(compareAt, p.currency) }),
    availability: { available, status: available ? 'in_stock' : 'out_of_stock' },
    ...(options.length && { options }),
  };
  return { ucp, axisValues: v.axis_values ?? {}, available };
}

/**
 * Whether a unit can be bought now: stock not tracked, or units free at some location (product-level stock for
 * tracked products, the variant's own for variant-level ones), as the cart's stock check counts them.
 */
function isAvailable(p: ProjectedProduct, variantId: string | null, stock: FreeStock): boolean {
  if (p.inventory_type === 'none') return true;
  const key = stockKey(p._id, p.inventory_type === 'tracked' ? null : variantId);
  return (stock.get(key) ?? 0) > 0;
}

/** A price in UCP's units (the currency's ISO 4217 minor unit; the catalogue keeps hundredths). */
const price = (amount: number, currency: string): UcpPrice => ({ amount: toUcpMinor(amount, currency), currency });

function rangeOf(prices: readonly UcpPrice[]): UcpPriceRange {
  let min = prices[0];
  let max = prices[0];
  for (const p of prices) {
    if (p.amount < min.amount) min = p;
    if (p.amount > max.amount) max = p;
  }
  return { min: { ...min }, max: { ...max } };
}

/** The product's images as media, the primary first; only absolute http(s) URLs (UCP wants URIs). */
function productMedia(p: ProjectedProduct): UcpMedia[] {
  const images = [...(p.images ?? [])].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  return images
    .filter((i) => /^https?:\/\/[^\s]+$/i.test(i.url))
    .map((i) => ({ type: 'image', url: i.url, alt_text: p.name }));
}

/** The option a variant axis is shown as: its label, which is what buyers see (`Size`), else its name. */
export const optionName = (axis: { name: string; label: string }) => axis.label || axis.name;

function productOptions(p: ProjectedProduct): UcpProductOption[] {
  return (p.variant_axes ?? [])
    .filter((a) => a.values.length > 0)
    .map((a) => ({ name: optionName(a), values: a.values.map((label) => ({ label })) }));
}

function variantOptions(p: ProjectedProduct, v: ProjectedVariant): UcpSelectedOption[] {
  const out: UcpSelectedOption[] = [];
  for (const axis of p.variant_axes ?? []) {
    const value = v.axis_values?.[axis.name];
    if (value !== undefined && value !== '') out.push({ name: optionName(axis), label: value });
  }
  return out;
}

/** The variant's own name; a variant without one is named by its option values (`Blue / Large`). */
function variantTitle(p: ProjectedProduct, v: ProjectedVariant, options: readonly UcpSelectedOption[]): string {
  if (v.name) return v.name;
  return options.length ? options.map((o) => o.label).join(' / ') : p.name;
}
