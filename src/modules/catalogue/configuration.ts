// Pricing a product configuration (variant, add-ons, bundle swaps, composite selections) at a location: the
// loads for the pure rules of src/modules/catalogue/rules/pricing, shared by quotes and the composite running total.
import { notFound, validationError } from '../../kernel/errors.js';
import {
  addOnTotal,
  bundlePrice,
  bundleSwapDelta,
  calculateComposite,
  chooseVariant,
  compositeBasePrice,
  productPrice,
  type ComponentCatalogue,
} from './rules/pricing.js';
import type { BundleDoc, BundleSelection, CompositeDoc, CompositeSelection, ProductDoc } from './model.js';
import type { CatalogueReader } from './reader.js';

export interface Configuration {
  product_id: string;
  variant_id: string | null;
  location_id: string | null;
  add_on_option_ids: string[];
  bundle_selections: BundleSelection[];
  composite_selections: CompositeSelection[];
  quantity: number;
}

export interface PricedConfiguration {
  unit_price: number;
  subtotal: number;
  currency: string;
  /** The variant priced (the default one when none was named). */
  variant_id: string | null;
}

/** Loads what a composite's selections name, and reports ids that exist nowhere as 404. */
export async function componentCatalogue(
  r: CatalogueReader,
  selections: readonly CompositeSelection[],
): Promise<ComponentCatalogue> {
  const variantIds = selections.flatMap((s) => (s.variant_id ? [s.variant_id] : []));
  const optionIds = selections.flatMap((s) => (s.add_on_option_id ? [s.add_on_option_id] : []));
  const [variants, options] = await Promise.all([r.variantsById(variantIds), r.addOnOptions(optionIds)]);
  return { variant: (id) => variants.get(id), addOnOption: (id) => options.get(id) };
}

/** Prices one configuration; throws 404 for unknown references and 400 for rule violations. */
export async function priceConfiguration(r: CatalogueReader, cfg: Configuration): Promise<PricedConfiguration> {
  const product = await r.products.findOne({ _id: cfg.product_id, is_active: true, archived: false });
  if (!product) throw notFound(`Product ${cfg.product_id} not found`);
  const p = product as ProductDoc;
  if (cfg.bundle_selections.length && p.product_type !== 'bundle') {
    throw validationError('bundle_selections: the product is not a bundle');
  }
  if (cfg.composite_selections.length && p.product_type !== 'composite') {
    throw validationError('composite_selections: the product is not a composite');
  }

  const variants = await r.variantsOf(p._id);
  if (cfg.variant_id && !variants.some((v) => v._id === cfg.variant_id)) {
    const elsewhere = await r.variantsById([cfg.variant_id]);
    if (!elsewhere.size) throw notFound(`Variant ${cfg.variant_id} not found`);
  }
  const variant = chooseVariant(p._id, variants, cfg.variant_id);
  if (cfg.add_on_option_ids.length) {
    const own = new Set((p.add_ons ?? []).flatMap((g) => g.options.map((o) => o.id)));
    const foreign = cfg.add_on_option_ids.filter((id) => !own.has(id));
    if (foreign.length) {
      const known = await r.addOnOptions(foreign);
      const unknown = foreign.find((id) => !known.has(id));
      if (unknown) throw notFound(`Add-on option ${unknown} not found`);
    }
  }
  let unit = addOnTotal(p.add_ons ?? [], cfg.add_on_option_ids) + (variant?.price_adjustment ?? 0);

  if (p.product_type === 'bundle') {
    const bundle = (await (p.bundle_id
      ? r.bundles.findOne({ _id: p.bundle_id })
      : r.bundles.findOne({ product_id: p._id }))) as BundleDoc | null;
    if (!bundle) throw notFound(`Bundle of product ${p._id} not found`);
    const named = cfg.bundle_selections.flatMap((s) => (s.variant_id ? [s.variant_id] : []));
    const defaults = bundle.components.flatMap((c) => (c.default_variant_id ? [c.default_variant_id] : []));
    const lookup = await r.variantsById([...named, ...defaults]);
    unit +=
      bundlePrice(bundle, p, cfg.location_id) +
      bundleSwapDelta(bundle, cfg.bundle_selections, { get: (id) => lookup.get(id) });
  } else if (p.product_type === 'composite') {
    const composite = (await (p.composite_id
      ? r.composites.findOne({ _id: p.composite_id })
      : r.composites.findOne({ product_id: p._id }))) as CompositeDoc | null;
    if (!composite) throw notFound(`Composite of product ${p._id} not found`);
    const lookup = await componentCatalogue(r, cfg.composite_selections);
    const base = compositeBasePrice(composite, p, cfg.location_id);
    unit += calculateComposite(composite, base, cfg.composite_selections, lookup, 'composite_selections').subtotal;
  } else {
    unit += productPrice(p, cfg.location_id);
  }
  if (unit < 0) unit = 0;
  return { unit_price: unit, subtotal: unit * cfg.quantity, currency: p.currency, variant_id: variant?._id ?? null };
}
