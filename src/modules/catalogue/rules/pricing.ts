// Price rules of the catalogue, in integer minor units. A location may override a product's price
// (`location_prices`); variants move it by `price_adjustment`; add-on options, swapped bundle variants and
// composite components add to it. Every function here is pure: the caller loads the documents involved.
import type {
  AddOnGroupDoc,
  BundleDoc,
  BundleSelection,
  CompositeDoc,
  CompositeSelection,
  ProductDoc,
  VariantDoc,
} from '../model.js';
import { invalid, missing } from './errors.js';

type Priced = Pick<ProductDoc, 'default_price' | 'location_prices'>;

/** The product's price at a location: the location's override when it has one, else `default_price`. */
export function productPrice(product: Priced, locationId: string | null): number {
  if (locationId) {
    const override = product.location_prices?.[locationId];
    if (typeof override === 'number') return override;
  }
  return product.default_price;
}

/** A bundle sells at its own price unless its product carries a location override. */
export function bundlePrice(
  bundle: Pick<BundleDoc, 'price'>,
  product: Pick<ProductDoc, 'location_prices'>,
  locationId: string | null,
): number {
  return productPrice({ default_price: bundle.price, location_prices: product.location_prices }, locationId);
}

/** A composite's base price unless its root product carries a location override. */
export function compositeBasePrice(
  composite: Pick<CompositeDoc, 'base_price'>,
  product: Pick<ProductDoc, 'location_prices'> | null,
  locationId: string | null,
): number {
  return productPrice(
    { default_price: composite.base_price, location_prices: product?.location_prices ?? {} },
    locationId,
  );
}

/** `compare_at_price` is only meaningful above the price actually charged. */
export function compareAtPrice(product: Pick<ProductDoc, 'compare_at_price'>, price: number): number | null {
  return product.compare_at_price !== null && product.compare_at_price > price ? product.compare_at_price : null;
}

/**
 * Checks chosen add-on options against the product's groups and returns what they add per unit.
 * Options that are not in any group of the product are `invalid` here; the caller decides beforehand whether an
 * id that exists nowhere is `not_found`.
 */
export function addOnTotal(groups: AddOnGroupDoc[], optionIds: readonly string[], field = 'add_on_option_ids'): number {
  const owner = new Map<string, { group: AddOnGroupDoc; price: number }>();
  for (const group of groups) for (const option of group.options) owner.set(option.id, { group, price: option.price });
  const seen = new Set<string>();
  const perGroup = new Map<string, number>();
  let total = 0;
  for (const id of optionIds) {
    const hit = owner.get(id);
    if (!hit) throw invalid(`${field}: ${id} is not an add-on option of this product`);
    if (seen.has(id)) throw invalid(`${field}: ${id} is chosen twice`);
    seen.add(id);
    perGroup.set(hit.group.id, (perGroup.get(hit.group.id) ?? 0) + 1);
    total += hit.price;
  }
  for (const group of groups) {
    const n = perGroup.get(group.id) ?? 0;
    const max = group.selection_type === 'single' ? Math.min(1, group.max_selections) : group.max_selections;
    if (n < group.min_selections) {
      throw invalid(`${field}: group "${group.name}" needs at least ${group.min_selections} option(s), got ${n}`);
    }
    if (n > max) throw invalid(`${field}: group "${group.name}" takes at most ${max} option(s), got ${n}`);
  }
  return total;
}

/** The variant a configuration prices: the one named, else the product's default (null without variants). */
export function chooseVariant(
  productId: string,
  variants: VariantDoc[],
  variantId: string | undefined | null,
): VariantDoc | null {
  if (variantId) {
    const v = variants.find((x) => x._id === variantId);
    if (!v) throw invalid(`variant_id: ${variantId} is not a variant of product ${productId}`);
    return v;
  }
  return variants.find((v) => v.is_default) ?? variants[0] ?? null;
}

/** Everything a bundle swap needs to know about the variants it may name. */
export interface VariantLookup {
  get(id: string): Pick<VariantDoc, '_id' | 'product_id' | 'price_adjustment'> | undefined;
}

/**
 * What swapping bundle component variants adds to one bundle: for each selection naming a variant other than the
 * component's default, (chosen − default adjustment) × the component's quantity.
 */
export function bundleSwapDelta(
  bundle: BundleDoc,
  selections: readonly BundleSelection[],
  variants: VariantLookup,
): number {
  let delta = 0;
  for (const sel of selections) {
    const component = bundle.components.find((c) => c.component_id === sel.component_id);
    if (!component) throw missing(`bundle_selections: component ${sel.component_id} is not in bundle ${bundle._id}`);
    if (!sel.variant_id || sel.variant_id === component.default_variant_id) continue;
    if (!component.is_swappable) {
      throw invalid(
        `bundle_selections: component ${sel.component_id} is not swappable; it cannot take a variant choice`,
      );
    }
    const chosen = variants.get(sel.variant_id);
    if (!chosen) throw missing(`bundle_selections: variant ${sel.variant_id} not found`);
    if (chosen.product_id !== component.product_id) {
      throw invalid(`bundle_selections: variant ${sel.variant_id} is not a variant of the component's product`);
    }
    const base = component.default_variant_id ? (variants.get(component.default_variant_id)?.price_adjustment ?? 0) : 0;
    delta += (chosen.price_adjustment - base) * component.quantity;
  }
  return delta;
}

/** What the composite calculation needs about component products: their variants and add-on options. */
export interface ComponentCatalogue {
  variant(id: string): Pick<VariantDoc, '_id' | 'product_id' | 'price_adjustment'> | undefined;
  /** Price of an add-on option and the product whose groups hold it. */
  addOnOption(id: string): { product_id: string; price: number } | undefined;
}

export interface CompositeCalculation {
  base_price: number;
  components_total: number;
  subtotal: number;
}

/**
 * Prices one unit of a composite: base + Σ (component price + variant adjustment + add-on option price) × quantity,
 * with the groups' min/max rules (the same for the price preview, quotes and the cart). `field` is the name the
 * caller's body gives the selections, so messages name what the client sent.
 */
export function calculateComposite(
  composite: CompositeDoc,
  basePrice: number,
  selections: readonly CompositeSelection[],
  lookup: ComponentCatalogue,
  field = 'selections',
): CompositeCalculation {
  const byId = new Map<string, { groupId: string; price: number; product_id: string | null }>();
  for (const group of composite.groups) {
    for (const c of group.components)
      byId.set(c.component_id, { groupId: group.id, price: c.price, product_id: c.product_id });
  }
  const perGroup = new Map<string, number>();
  let total = 0;
  selections.forEach((sel, i) => {
    const at = `${field}[${i}]`;
    if (!sel.component_id || !sel.component_id.trim()) throw invalid(`${at}.component_id: must not be blank`);
    if (!Number.isInteger(sel.quantity) || sel.quantity < 1 || sel.quantity > 100) {
      throw invalid(`${at}.quantity: must be an integer from 1 to 100`);
    }
    const component = byId.get(sel.component_id);
    if (!component)
      throw missing(`${at}.component_id: ${sel.component_id} is not a component of composite ${composite._id}`);
    let unit = component.price;
    if (sel.variant_id) {
      const v = lookup.variant(sel.variant_id);
      if (!v) throw missing(`${at}.variant_id: variant ${sel.variant_id} not found`);
      if (!component.product_id || v.product_id !== component.product_id) {
        throw invalid(`${at}.variant_id: ${sel.variant_id} is not a variant of the component's product`);
      }
      unit += v.price_adjustment;
    }
    if (sel.add_on_option_id) {
      const o = lookup.addOnOption(sel.add_on_option_id);
      if (!o) throw missing(`${at}.add_on_option_id: add-on option ${sel.add_on_option_id} not found`);
      if (!component.product_id || o.product_id !== component.product_id) {
        throw invalid(
          `${at}.add_on_option_id: ${sel.add_on_option_id} is not an add-on option of the component's product`,
        );
      }
      unit += o.price;
    }
    total += unit * sel.quantity;
    perGroup.set(component.groupId, (perGroup.get(component.groupId) ?? 0) + sel.quantity);
  });
  for (const group of composite.groups) {
    const n = perGroup.get(group.id) ?? 0;
    if (n < group.min_selections || n > group.max_selections) {
      throw invalid(
        `${field}: group "${group.name}" takes ${group.min_selections} to ${group.max_selections} unit(s), got ${n}`,
      );
    }
  }
  return { base_price: basePrice, components_total: total, subtotal: basePrice + total };
}
