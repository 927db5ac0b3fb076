// Turns the body of a cart add into a stored line, checking every rule of POST /api/v1/cart/items against the
// catalogue: the product and variant exist and are active (404 otherwise), the add-on options, bundle and
// composite selections fit the product (400), the shape of a service line's slot and its staff member, a
// subscription's billing plan, a price quote. The quantity, stock and slot-hold rules, which depend on the cart and
// the calendar, are the caller's (actions.ts).
import type { CartItemCreate } from '../../../generated/sdk/storefront/types.gen.js';
import { newId } from '../../kernel/ids.js';
import {
  addOnTotal,
  bundleSwapDelta,
  calculateComposite,
  CatalogueReader,
  componentCatalogue,
} from '../catalogue/index.js';
import type {
  BillingPlanDoc,
  BundleDoc,
  BundleSelection,
  CompositeDoc,
  CompositeSelection,
  PriceQuoteDoc,
  ProductDoc,
  VariantDoc,
} from '../catalogue/index.js';
import type { CartLineDoc } from './model.js';
import { notFound, validationError } from '../../kernel/errors.js';
import { serviceRecords } from '../scheduling/index.js';

/** The body of `POST /api/v1/cart/items`, as the contract types it. */
export type { CartItemCreate };

export interface ConfiguredLine {
  line: CartLineDoc;
  product: ProductDoc;
  variant: VariantDoc | null;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const selectionKey = (s: readonly object[]) =>
  s
    .map((x) => JSON.stringify(Object.entries(x).sort()))
    .sort()
    .join('\n');

async function resolveVariant(
  r: CatalogueReader,
  product: ProductDoc,
  all: VariantDoc[],
  variantId: string | undefined,
): Promise<VariantDoc | null> {
  const variants = all.filter((v) => v.is_active);
  if (variantId) {
    const own = variants.find((v) => v._id === variantId);
    if (own) return own;
    const elsewhere = (await r.variantsById([variantId])).get(variantId);
    if (elsewhere && elsewhere.product_id !== product._id) {
      throw validationError(`variant_id: ${variantId} is not a variant of product ${product._id}`);
    }
    throw notFound(`Variant ${variantId} not found`);
  }
  if (variants.length === 0) return null;
  const preset = variants.find((v) => v.is_default);
  if (!preset) throw validationError(`variant_id: product ${product._id} has variants and no default; choose one`);
  return preset;
}

async function checkBundle(r: CatalogueReader, product: ProductDoc, selections: BundleSelection[]): Promise<void> {
  const bundle = (await (product.bundle_id
    ? r.bundles.findOne({ _id: product.bundle_id })
    : r.bundles.findOne({ product_id: product._id }))) as BundleDoc | null;
  if (!bundle) throw notFound(`Bundle of product ${product._id} not found`);
  const seen = new Set<string>();
  selections.forEach((s, i) => {
    const c = bundle.components.find((x) => x.component_id === s.component_id);
    if (!c)
      throw validationError(
        `bundle_selections[${i}].component_id: ${s.component_id} is not a component of this bundle`,
      );
    if (seen.has(s.component_id))
      throw validationError(`bundle_selections[${i}].component_id: ${s.component_id} is chosen twice`);
    seen.add(s.component_id);
    if (s.quantity !== c.quantity)
      throw validationError(`bundle_selections[${i}].quantity: the bundle holds ${c.quantity} of ${c.name}`);
  });
  const named = selections.flatMap((s) => (s.variant_id ? [s.variant_id] : []));
  const defaults = bundle.components.flatMap((c) => (c.default_variant_id ? [c.default_variant_id] : []));
  const lookup = await r.variantsById([...named, ...defaults]);
  for (const id of named) {
    const v = lookup.get(id);
    if (!v || !v.is_active) throw notFound(`Variant ${id} not found`);
  }
  // A swappable component without a preset variant of a product that has variants needs the shopper's choice.
  for (const c of bundle.components) {
    if (
      !c.is_swappable ||
      c.default_variant_id ||
      selections.some((s) => s.component_id === c.component_id && s.variant_id)
    )
      continue;
    const options = (await r.variantsOf(c.product_id)).filter((v) => v.is_active);
    if (options.length)
      throw validationError(`bundle_selections: component ${c.component_id} (${c.name}) needs a variant choice`);
  }
  bundleSwapDelta(bundle, selections, { get: (id) => lookup.get(id) });
}

async function checkComposite(
  r: CatalogueReader,
  product: ProductDoc,
  selections: CompositeSelection[],
): Promise<void> {
  const composite = (await (product.composite_id
    ? r.composites.findOne({ _id: product.composite_id })
    : r.composites.findOne({ product_id: product._id }))) as CompositeDoc | null;
  if (!composite) throw notFound(`Composite of product ${product._id} not found`);
  const known = new Set(composite.groups.flatMap((g) => g.components.map((c) => c.component_id)));
  selections.forEach((s, i) => {
    if (!known.has(s.component_id))
      throw validationError(
        `composite_selections[${i}].component_id: ${s.component_id} is not a component of this composite`,
      );
  });
  const lookup = await componentCatalogue(r, selections);
  calculateComposite(composite, composite.base_price, selections, lookup, 'composite_selections');
}

/**
 * What can be said of a slot without the calendar: a real interval, not already started. Whether it can be booked
 * (hours, staff, capacity, …) is the scheduling rules' call, made when the cart line's hold is claimed.
 */
function checkSlotShape(slot: { start: Date; end: Date }, now: Date): void {
  if (slot.end.getTime() <= slot.start.getTime()) throw validationError('scheduled_end: must be after scheduled_start');
  if (slot.start.getTime() < now.getTime()) throw validationError('scheduled_start: must not be in the past');
}

/** Staff of the service record (scheduling side): `staff_ids`, or `staff[].id`. */
async function checkStaff(r: CatalogueReader, product: ProductDoc, staffId: string): Promise<void> {
  const record = product.service_id ? await serviceRecords(r.db, r.tenant).findOne({ _id: product.service_id }) : null;
  const staff = new Set(record?.staff_ids ?? []);
  if (!staff.has(staffId)) throw notFound(`Staff member ${staffId} not found`);
}

async function checkPlan(r: CatalogueReader, product: ProductDoc, planId: string): Promise<void> {
  const plan = (await r.plans.findOne({ _id: planId })) as BillingPlanDoc | null;
  if (!plan || !plan.is_active) throw notFound(`Billing plan ${planId} not found`);
  if (!product.billing_plan_ids.includes(planId) && !plan.product_ids?.includes(product._id)) {
    throw validationError(`billing_plan_id: ${planId} is not a billing plan of product ${product._id}`);
  }
}

async function loadQuote(r: CatalogueReader, body: CartItemCreate, now: Date): Promise<PriceQuoteDoc> {
  const q = (await r.quotes.findOne({ _id: body.quote_id! })) as PriceQuoteDoc | null;
  if (!q) throw notFound(`Price quote ${body.quote_id} not found`);
  if (q.product_id !== body.item_id)
    throw validationError(`quote_id: the quote is for product ${q.product_id}, not ${body.item_id}`);
  if (q.expires_at.getTime() <= now.getTime())
    throw validationError('quote_id: the quote has expired; refresh it or add without it');
  // The quote fixes the configuration it priced; the body may repeat it but not change it.
  if (body.variant_id && body.variant_id !== q.variant_id)
    throw validationError('variant_id: differs from the quoted configuration');
  if (body.add_on_options && !sameSet(body.add_on_options, q.add_on_option_ids))
    throw validationError('add_on_options: differ from the quoted configuration');
  if (body.bundle_selections && selectionKey(body.bundle_selections) !== selectionKey(q.bundle_selections)) {
    throw validationError('bundle_selections: differ from the quoted configuration');
  }
  if (body.composite_selections && selectionKey(body.composite_selections) !== selectionKey(q.composite_selections)) {
    throw validationError('composite_selections: differ from the quoted configuration');
  }
  return q;
}

/** Validates an add against the catalogue and builds the line it would store (before any merge). */
export async function configureLine(r: CatalogueReader, body: CartItemCreate, now: Date): Promise<ConfiguredLine> {
  // Validation has applied the contract's default; the generated type still says optional.
  const quantity = body.quantity ?? 1;
  const [product, variants] = await Promise.all([r.productForSale(body.item_id), r.variantsOf(body.item_id)]);
  if (!product) throw notFound(`Product ${body.item_id} not found`);

  const quote = body.quote_id ? await loadQuote(r, body, now) : null;
  const addOns = quote ? quote.add_on_option_ids : (body.add_on_options ?? []);
  const bundleSelections = quote ? quote.bundle_selections : (body.bundle_selections ?? []);
  const compositeSelections = quote ? quote.composite_selections : (body.composite_selections ?? []);

  const variant = await resolveVariant(r, product, variants, quote?.variant_id ?? body.variant_id);
  addOnTotal(product.add_ons ?? [], addOns, 'add_on_options');

  if (bundleSelections.length && product.product_type !== 'bundle')
    throw validationError('bundle_selections: the product is not a bundle');
  if (compositeSelections.length && product.product_type !== 'composite')
    throw validationError('composite_selections: the product is not a composite');
  if (product.product_type === 'bundle') await checkBundle(r, product, bundleSelections);
  if (product.product_type === 'composite') await checkComposite(r, product, compositeSelections);

  const isBooking = body.scheduled_start !== undefined || body.scheduled_end !== undefined;
  if ((isBooking || body.staff_id) && product.product_type !== 'service') {
    throw validationError(`${isBooking ? 'scheduled_start' : 'staff_id'}: only service products take a booking`);
  }
  let slot: { start: Date; end: Date } | null = null;
  if (isBooking) {
    if (!body.scheduled_start || !body.scheduled_end)
      throw validationError('scheduled_start, scheduled_end: send both or neither');
    slot = { start: new Date(body.scheduled_start), end: new Date(body.scheduled_end) };
    if (Number.isNaN(slot.start.getTime()) || Number.isNaN(slot.end.getTime()))
      throw validationError('scheduled_start: not a valid date-time');
  } else if (body.staff_id) {
    throw validationError('staff_id: a staff member is chosen for a booking; send scheduled_start and scheduled_end');
  } else if (body.location_id) {
    throw validationError(
      'location_id: only a service booking takes a location; send scheduled_start and scheduled_end',
    );
  }
  if (body.staff_id) await checkStaff(r, product, body.staff_id);
  if (slot) checkSlotShape(slot, now);
  if (body.billing_plan_id) await checkPlan(r, product, body.billing_plan_id);

  const normalisedBundle = bundleSelections.map((s) => ({
    component_id: s.component_id,
    ...(s.variant_id ? { variant_id: s.variant_id } : {}),
    quantity: s.quantity,
  }));
  const normalisedComposite = compositeSelections.map((s) => ({
    component_id: s.component_id,
    quantity: s.quantity,
    ...(s.variant_id ? { variant_id: s.variant_id } : {}),
    ...(s.add_on_option_id ? { add_on_option_id: s.add_on_option_id } : {}),
  }));
  const line: CartLineDoc = {
    id: newId('cartItem'),
    product_id: product._id,
    variant_id: variant?._id ?? null,
    quantity,
    add_on_option_ids: [...addOns],
    special_instructions: body.special_instructions ?? null,
    bundle_selections: normalisedBundle,
    composite_selections: normalisedComposite,
    scheduled_start: slot?.start ?? null,
    scheduled_end: slot?.end ?? null,
    staff_id: body.staff_id ?? null,
    ...(slot ? { location_id: body.location_id ?? null } : {}),
    billing_plan_id: body.billing_plan_id ?? null,
    quote_id: quote?._id ?? null,
    quoted_unit_price: quote?.unit_price ?? null,
    quote_expires_at: quote?.expires_at ?? null,
    added_at: now,
  };
  return { line, product, variant };
}
