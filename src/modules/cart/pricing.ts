// Prices a stored cart against the current catalogue: every line's unit price (quoted lines keep their locked
// price until the quote expires), then the cart totals by the pure rules of src/modules/cart/rules/totals (business tax
// settings, coupon, automatic deals; or, for a UCP checkout, an ordered list of codes instead of the coupon: codes.ts).
// Storefront reads and checkout both call priceCart, so the cart a shopper sees is the amount checkout charges.
// Documents are loaded in batches: a read costs a fixed handful of queries whatever the number of lines.
import type { ClientSession, Db, Document, Filter } from 'mongodb';
import type { Services } from '../../services.js';
import type {
  AppliedDiscount,
  CartDoc,
  CartLineDoc,
  ChosenAddOn,
  ChosenBundleComponent,
  ChosenCompositeComponent,
} from './model.js';
import type { BusinessDoc } from '../business/index.js';
import type {
  BillingPlanDoc,
  BundleDoc,
  CollectionDoc,
  CompositeDoc,
  DealDoc,
  InventoryType,
  ProductDoc,
  VariantDoc,
} from '../catalogue/index.js';
import {
  addOnTotal,
  bundlePrice,
  bundleSwapDelta,
  calculateComposite,
  compositeBasePrice,
  productPrice,
  catalogueView,
  type CatalogueView,
} from '../catalogue/index.js';
import {
  type CodeInput,
  type CodeRejection,
  dealCoversLine,
  priceCartTotals,
  type PricingDeal,
  type PricingLine,
} from './rules/totals.js';
import { allocateOrder, discountShares, type LineAllocation } from './rules/allocation.js';
import type { ScopedCollection, TenantContext } from '../../store/index.js';
import { findOneLean } from '../../store/index.js';
import * as catalogue from '../catalogue/index.js';
import { businesses, currentBusiness } from '../business/index.js';
import { findActiveCart } from './carts.js';
import { priceShipping, type CartShipping, type ShippingRequest } from './shipping.js';

export interface PricedCartLine {
  line: CartLineDoc;
  product: ProductDoc;
  variant: VariantDoc | null;
  name: string;
  variant_name: string | null;
  unit_price: number;
  line_total: number;
  /** How checkout reserves stock for the line: the product's inventory type, at the cart's location (null = any). */
  inventory: { type: InventoryType; location_id: string | null };
  /** False when the line can no longer be bought as configured (inactive product or variant, changed options). */
  available: boolean;
  /** Why the line is unavailable, or null. */
  problem: string | null;
  /** The configuration with the names (and add-on prices) it stands for, as the cart shows it and an order keeps it. */
  add_ons: ChosenAddOn[];
  bundle_selections: ChosenBundleComponent[];
  composite_selections: ChosenCompositeComponent[];
}

export interface CartPricing {
  subtotal: number;
  discount_total: number;
  tax_total: number;
  /** Shipping to the delivery address (shipping.ts); 0 without one. Added to the total, neither discounted nor taxed. */
  shipping: number;
  total_price: number;
  currency: string;
}

/** A discount code as priced: its deal (null when no deal has it), what it gives (0 when rejected) and why not. */
export interface PricedCode {
  /** The code normalised (trimmed, upper-cased), as deals keep it. */
  code: string;
  deal: DealDoc | null;
  amount: number;
  rejection: CodeRejection | null;
}

export interface PricedCart {
  lines: PricedCartLine[];
  pricing: CartPricing;
  /** The applied coupon with what it gives on this cart; null when none (or its deal is gone). */
  coupon: { deal: DealDoc; discount_amount: number } | null;
  /** Every discount applied, automatic deals first, each with its label (the deal's name, or the coupon's code). */
  discounts: AppliedDiscount[];
  /** With `hints.codes`: one entry per code given, in its order (what it gave, or why nothing); else []. */
  codes: PricedCode[];
  /** Shipping to the cart's (or checkout's) delivery address; null when there is none. */
  shipping: CartShipping | null;
  /** The lines as the deal rules see them (categories with ancestors, collections of the deals considered). */
  pricing_lines: PricingLine[];
  /** Each line's share of the discounts and tax, and what it costs (rules/allocation.ts); checkout keeps it. */
  allocation(): LineAllocation[];
  /** Each discount's share of each line (`[d][i]`: discounts[d] on lines[i]), as allocation() shares them. */
  discountShares(): number[][];
}

type Opts = { session?: ClientSession };

async function findMany<T extends Document>(collection: ScopedCollection<T>, filter: Filter<T>, o: Opts): Promise<T[]> {
  return (await collection.find(filter, o.session ? { session: o.session } : {}).toArray()) as T[];
}

const byId = <T extends { _id: string }>(rows: T[]) => new Map(rows.map((r) => [r._id, r]));

/** The active cart of a storefront session (or the signed-in customer's), null when it has none. */
export function loadActiveCart(
  services: Pick<Services, 'db'>,
  tenant: TenantContext,
  sessionId: string,
  customerId: string | null,
  session?: ClientSession,
): Promise<CartDoc | null> {
  return findActiveCart(services.db, tenant, { sessionId, customerId }, session);
}

/** The business document (tax settings, currency); one per business, not per mode. */
export async function businessOf(db: Db, tenant: TenantContext, session?: ClientSession): Promise<BusinessDoc | null> {
  return session
    ? findOneLean(businesses(db), { _id: tenant.business_id }, { session })
    : currentBusiness(db, tenant.business_id);
}

interface LineCatalogue {
  products: Map<string, ProductDoc>;
  variants: Map<string, VariantDoc>;
  bundles: Map<string, BundleDoc>;
  composites: Map<string, CompositeDoc>;
  plans: Map<string, BillingPlanDoc>;
  /** Add-on options of any product, for composite selections: option id → owner product, name and price. */
  options: Map<string, { product_id: string; name: string; price: number }>;
}

/**
 * Where pricing reads the catalogue: the process's cache under the business's revision (catalogue/cache.ts), or,
 * inside a transaction or without the business document, the store itself.
 */
function viewOf(
  db: Db,
  tenant: TenantContext,
  business: BusinessDoc | null | undefined,
  o: Opts,
): CatalogueView | null {
  return o.session || business === undefined ? null : catalogueView(db, tenant, business);
}

async function loadLineCatalogue(
  db: Db,
  tenant: TenantContext,
  lines: CartLineDoc[],
  o: Opts,
  hints: PricingHints = {},
  view: CatalogueView | null = null,
): Promise<LineCatalogue> {
  const products = byId(hints.products ?? []);
  const productIds = [...new Set(lines.map((l) => l.product_id))].filter((id) => !products.has(id));
  if (productIds.length) {
    const rows = view
      ? (await view.products(productIds)).values()
      : await findMany(catalogue.products(db, tenant), { _id: { $in: productIds } }, o);
    for (const p of rows) products.set(p._id, p);
  }
  const bundleProducts = [...products.values()].filter((p) => p.product_type === 'bundle').map((p) => p._id);
  const compositeProducts = [...products.values()].filter((p) => p.product_type === 'composite').map((p) => p._id);
  const planIds = [...new Set(lines.flatMap((l) => (l.billing_plan_id ? [l.billing_plan_id] : [])))];
  const [bundleRows, compositeRows, planRows] = await Promise.all([
    bundleProducts.length ? findMany(catalogue.bundles(db, tenant), { product_id: { $in: bundleProducts } }, o) : [],
    compositeProducts.length
      ? findMany(catalogue.composites(db, tenant), { product_id: { $in: compositeProducts } }, o)
      : [],
    planIds.length ? findMany(catalogue.billingPlans(db, tenant), { _id: { $in: planIds } }, o) : [],
  ]);
  const variantIds = new Set<string>();
  for (const l of lines) {
    if (l.variant_id) variantIds.add(l.variant_id);
    for (const s of l.bundle_selections) if (s.variant_id) variantIds.add(s.variant_id);
    for (const s of l.composite_selections) if (s.variant_id) variantIds.add(s.variant_id);
  }
  for (const b of bundleRows)
    for (const c of b.components) if (c.default_variant_id) variantIds.add(c.default_variant_id);
  const optionIds = [
    ...new Set(
      lines.flatMap((l) => l.composite_selections.flatMap((s) => (s.add_on_option_id ? [s.add_on_option_id] : []))),
    ),
  ];
  const known = byId(hints.variants ?? []);
  for (const id of known.keys()) variantIds.delete(id);
  const [variantRows, optionOwners] = await Promise.all([
    !variantIds.size
      ? []
      : view
        ? [...(await view.variants([...variantIds])).values()]
        : findMany(catalogue.variants(db, tenant), { _id: { $in: [...variantIds] } }, o),
    optionIds.length
      ? findMany(
          catalogue.products(db, tenant),
          { $or: optionIds.map((id) => ({ 'add_ons.options.id': id })) } as Filter<ProductDoc>,
          o,
        )
      : [],
  ]);
  const options = new Map<string, { product_id: string; name: string; price: number }>();
  const wanted = new Set(optionIds);
  for (const p of optionOwners) {
    for (const g of p.add_ons ?? [])
      for (const opt of g.options)
        if (wanted.has(opt.id)) options.set(opt.id, { product_id: p._id, name: opt.name, price: opt.price });
  }
  return {
    products,
    variants: new Map([...known, ...byId(variantRows)]),
    bundles: new Map(bundleRows.map((b) => [b.product_id, b])),
    composites: new Map(compositeRows.map((c) => [c.product_id, c])),
    plans: byId(planRows),
    options,
  };
}

/** One unit of the line at current prices; throws the catalogue's rule violation when the configuration broke. */
function currentUnitPrice(
  line: CartLineDoc,
  p: ProductDoc,
  variant: VariantDoc | null,
  cat: LineCatalogue,
  locationId: string | null,
): number {
  let unit = addOnTotal(p.add_ons ?? [], line.add_on_option_ids, 'add_on_options') + (variant?.price_adjustment ?? 0);
  const plan = line.billing_plan_id ? cat.plans.get(line.billing_plan_id) : undefined;
  if (p.product_type === 'bundle') {
    const bundle = cat.bundles.get(p._id);
    if (!bundle) throw new Error('the bundle is gone');
    unit +=
      bundlePrice(bundle, p, locationId) +
      bundleSwapDelta(bundle, line.bundle_selections, { get: (id) => cat.variants.get(id) });
  } else if (p.product_type === 'composite') {
    const composite = cat.composites.get(p._id);
    if (!composite) throw new Error('the composite is gone');
    const lookup = { variant: (id: string) => cat.variants.get(id), addOnOption: (id: string) => cat.options.get(id) };
    unit += calculateComposite(
      composite,
      compositeBasePrice(composite, p, locationId),
      line.composite_selections,
      lookup,
      'composite_selections',
    ).subtotal;
  } else {
    // A subscription line is charged its plan's price per period instead of the one-off price.
    unit += plan ? plan.price : productPrice(p, locationId);
  }
  return Math.max(0, unit);
}

/** Prices what can still be priced of a broken configuration: the product (and variant) alone. */
function fallbackUnitPrice(
  p: ProductDoc,
  variant: VariantDoc | null,
  cat: LineCatalogue,
  locationId: string | null,
): number {
  const base =
    p.product_type === 'bundle' && cat.bundles.get(p._id)
      ? bundlePrice(cat.bundles.get(p._id)!, p, locationId)
      : p.product_type === 'composite' && cat.composites.get(p._id)
        ? compositeBasePrice(cat.composites.get(p._id)!, p, locationId)
        : productPrice(p, locationId);
  return Math.max(0, base + (variant?.price_adjustment ?? 0));
}

/**
 * The line's choices with what they name in the catalogue now: add-on options (name, price), bundle and composite
 * components (name), their variants and add-on options (name). What is no longer there keeps its ids, named null
 * (add-on options no longer offered are left out; the line is then unavailable anyway).
 */
function describeChoices(
  line: CartLineDoc,
  product: ProductDoc,
  cat: LineCatalogue,
): Pick<PricedCartLine, 'add_ons' | 'bundle_selections' | 'composite_selections'> {
  const offered = new Map((product.add_ons ?? []).flatMap((g) => g.options.map((o) => [o.id, o] as const)));
  const add_ons = line.add_on_option_ids.flatMap((id) => {
    const o = offered.get(id);
    return o ? [{ id, name: o.name, price: o.price }] : [];
  });
  const variantName = (id: string | undefined) => (id ? (cat.variants.get(id)?.name ?? null) : null);
  const bundle = cat.bundles.get(product._id);
  const bundle_selections = line.bundle_selections.map((sel) => ({
    component_id: sel.component_id,
    name: bundle?.components.find((c) => c.component_id === sel.component_id)?.name ?? null,
    variant_id: sel.variant_id ?? null,
    variant_name: variantName(sel.variant_id),
    quantity: sel.quantity,
  }));
  const components = new Map(
    (cat.composites.get(product._id)?.groups ?? []).flatMap((g) =>
      g.components.map((c) => [c.component_id, c] as const),
    ),
  );
  const composite_selections = line.composite_selections.map((sel) => ({
    component_id: sel.component_id,
    name: components.get(sel.component_id)?.name ?? null,
    quantity: sel.quantity,
    variant_id: sel.variant_id ?? null,
    variant_name: variantName(sel.variant_id),
    add_on_option_id: sel.add_on_option_id ?? null,
    add_on_option_name: sel.add_on_option_id ? (cat.options.get(sel.add_on_option_id)?.name ?? null) : null,
  }));
  return { add_ons, bundle_selections, composite_selections };
}

function priceLine(line: CartLineDoc, cat: LineCatalogue, locationId: string | null, now: Date): PricedCartLine | null {
  const product = cat.products.get(line.product_id);
  // A product deleted outright cannot even be named: the line drops out (an archived one is still listed).
  if (!product) return null;
  const variant = line.variant_id ? (cat.variants.get(line.variant_id) ?? null) : null;
  let problem: string | null = null;
  if (!product.is_active || product.archived) problem = `${product.name} is no longer available`;
  else if (line.variant_id && (!variant || !variant.is_active))
    problem = `The chosen variant of ${product.name} is no longer available`;
  else if (line.billing_plan_id) {
    const plan = cat.plans.get(line.billing_plan_id);
    if (!plan || !plan.is_active) problem = `The chosen billing plan of ${product.name} is no longer offered`;
  }
  let unit: number;
  try {
    unit = currentUnitPrice(line, product, variant, cat, locationId);
  } catch (err) {
    problem ??= `${product.name} can no longer be bought as configured: ${(err as Error).message}`;
    unit = fallbackUnitPrice(product, variant, cat, locationId);
  }
  const quoted =
    line.quote_id !== null &&
    line.quoted_unit_price !== null &&
    line.quote_expires_at !== null &&
    now.getTime() < line.quote_expires_at.getTime();
  if (quoted) unit = line.quoted_unit_price!;
  return {
    line,
    product,
    variant,
    name: product.name,
    variant_name: variant?.name ?? null,
    unit_price: unit,
    line_total: unit * line.quantity,
    inventory: { type: product.inventory_type, location_id: locationId },
    available: problem === null,
    problem,
    ...describeChoices(line, product, cat),
  };
}

/** Category ids with their ancestors, following parent_id (a deal on "Drinks" covers "Coffee"). */
async function categoryAncestry(
  db: Db,
  tenant: TenantContext,
  start: string[],
  o: Opts,
  view: CatalogueView | null,
): Promise<Map<string, string[]>> {
  const parent = new Map<string, string | null>();
  let frontier = [...new Set(start)];
  for (let depth = 0; frontier.length && depth < 10; depth++) {
    const rows = view
      ? [...(await view.categories(frontier)).values()]
      : await findMany(catalogue.categories(db, tenant), { _id: { $in: frontier } }, o);
    for (const c of rows) parent.set(c._id, c.parent_id);
    frontier = [...new Set(rows.flatMap((c) => (c.parent_id && !parent.has(c.parent_id) ? [c.parent_id] : [])))];
  }
  const out = new Map<string, string[]>();
  for (const id of start) {
    const chain: string[] = [];
    for (let at: string | null | undefined = id; at && !chain.includes(at); at = parent.get(at)) chain.push(at);
    out.set(id, chain);
  }
  return out;
}

/** What a caller already holds, so pricing need not load it again. */
export interface PricingHints {
  /** The business document (tax settings), when the caller has read it. */
  business?: BusinessDoc | null;
  /** Catalogue documents the caller has loaded (the product and variant of a line it just configured). */
  products?: ProductDoc[];
  variants?: VariantDoc[];
  /** A deal about to be applied as the coupon: its targeting is loaded too, so pricing_lines can say what it covers. */
  candidate?: DealDoc;
  /** Where to ship: undefined for the cart's own delivery address and rate, null for no shipping (checkout's). */
  shipping?: ShippingRequest | null;
  /**
   * Discount codes to apply in this order after the automatic deals (rules/totals.ts); given, they replace the
   * cart's coupon, which is then ignored. Codes are matched case-insensitively.
   */
  codes?: readonly string[];
}

/** Prices lines at current catalogue prices without the cart totals (what one line answer needs). */
export async function priceLines(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  cart: CartDoc,
  lines: CartLineDoc[],
  hints: PricingHints = {},
): Promise<PricedCartLine[]> {
  const cat = await loadLineCatalogue(
    services.db,
    tenant,
    lines,
    {},
    hints,
    viewOf(services.db, tenant, hints.business, {}),
  );
  const now = services.clock.now();
  return lines.map((l) => priceLine(l, cat, cart.location_id, now)).filter((l): l is PricedCartLine => l !== null);
}

/** The automatic deals (when the cart has lines) and the coupon's deal (when it has one). */
async function dealsFor(
  db: Db,
  tenant: TenantContext,
  cart: CartDoc,
  o: Opts,
  view: CatalogueView | null,
): Promise<DealDoc[]> {
  const automatic = cart.items.length > 0;
  const couponId = cart.coupon?.deal_id;
  if (view) {
    const [auto, coupon] = await Promise.all([
      automatic ? view.automaticDeals() : [],
      couponId ? view.deals([couponId]) : new Map<string, DealDoc>(),
    ]);
    const own = couponId ? coupon.get(couponId) : undefined;
    return [...auto.filter((d) => d._id !== couponId), ...(own ? [own] : [])];
  }
  // Automatic deals and the coupon's deal in one query.
  const filter: Filter<DealDoc> | null = automatic
    ? couponId
      ? { $or: [{ code: null, is_active: true }, { _id: couponId }] }
      : { code: null, is_active: true }
    : couponId
      ? { _id: couponId }
      : null;
  return filter ? findMany(catalogue.deals(db, tenant), filter, o) : [];
}

/** The deals having any of the codes, read from the store itself: their use counts must be current. */
async function dealsWithCodes(db: Db, tenant: TenantContext, codes: readonly string[], o: Opts): Promise<DealDoc[]> {
  const wanted = [...new Set(codes)].filter((c) => c !== '');
  return wanted.length ? findMany(catalogue.deals(db, tenant), { code: { $in: wanted } }, o) : [];
}

/** The lines as the deal rules see them: categories with ancestors and collections, as far as `deals` target them. */
async function pricingLinesOf(
  db: Db,
  tenant: TenantContext,
  lines: PricedCartLine[],
  deals: PricingDeal[],
  o: Opts,
  view: CatalogueView | null,
): Promise<PricingLine[]> {
  const needsCategories = deals.some((d) => d.category_ids.length > 0);
  const collectionTargets = [...new Set(deals.flatMap((d) => d.collection_ids))];
  const productIds = [...new Set(lines.map((l) => l.product._id))];
  const [ancestry, collections] = await Promise.all([
    needsCategories
      ? categoryAncestry(
          db,
          tenant,
          lines.flatMap((l) => (l.product.category_id ? [l.product.category_id] : [])),
          o,
          view,
        )
      : new Map<string, string[]>(),
    collectionTargets.length && productIds.length
      ? findMany(catalogue.productCollections(db, tenant), { _id: { $in: collectionTargets } }, o)
      : ([] as CollectionDoc[]),
  ]);
  return lines.map((l) => ({
    product_id: l.product._id,
    category_ids: l.product.category_id ? (ancestry.get(l.product.category_id) ?? [l.product.category_id]) : [],
    collection_ids: collections.filter((c) => c.product_ids.includes(l.product._id)).map((c) => c._id),
    line_total: l.line_total,
  }));
}

/** The cart's own delivery address and chosen rate, as pricing takes them (an unoffered rate: the cheapest). */
const cartShippingRequest = (cart: CartDoc): ShippingRequest | null =>
  cart.delivery ? { address: cart.delivery.address, rateId: cart.delivery.shipping_rate_id, strict: false } : null;

/** Prices the cart: lines at current catalogue prices, then coupon, automatic deals, tax and shipping. */
export async function priceCart(
  services: Pick<Services, 'db' | 'clock'>,
  tenant: TenantContext,
  cart: CartDoc,
  session?: ClientSession,
  hints: PricingHints = {},
): Promise<PricedCart> {
  const db = services.db;
  const o: Opts = { session };
  const now = services.clock.now();
  const candidate = hints.candidate;
  // The business first: its revision says whether the cached catalogue may be used.
  const business = hints.business !== undefined ? hints.business : await businessOf(db, tenant, session);
  const view = viewOf(db, tenant, business, o);
  // Codes given replace the coupon.
  const codes = hints.codes?.map(catalogue.normaliseCode);
  const couponOf = codes ? null : cart.coupon;
  const [cat, dealRows, codeRows] = await Promise.all([
    loadLineCatalogue(db, tenant, cart.items, o, hints, view),
    dealsFor(db, tenant, { ...cart, coupon: couponOf }, o, view),
    codes ? dealsWithCodes(db, tenant, codes, o) : [],
  ]);
  const automatic = dealRows.filter((d) => d.code === null && d.is_active);
  const couponDeal = couponOf ? (dealRows.find((d) => d._id === couponOf.deal_id) ?? null) : null;
  const codeInputs: CodeInput[] = (codes ?? []).map((code) => ({
    code,
    deals: codeRows.filter((d) => d.code === code),
  }));
  const lines = cart.items
    .map((l) => priceLine(l, cat, cart.location_id, now))
    .filter((l): l is PricedCartLine => l !== null);

  const deals: PricingDeal[] = [
    ...automatic,
    ...(couponDeal ? [couponDeal] : []),
    ...(candidate ? [candidate] : []),
    ...codeRows,
  ];
  const pricingLines = await pricingLinesOf(db, tenant, lines, deals, o, view);
  const tax = business?.tax ?? { rate_bps: 0, inclusive: false };
  const totals = priceCartTotals({
    lines: pricingLines,
    coupon: couponDeal,
    automaticDeals: automatic,
    tax,
    currency: cart.currency,
    locationId: cart.location_id,
    now,
    codes: codeInputs,
  });
  const covered = () =>
    totals.discounts.map((d) => {
      const deal = deals.find((x) => x._id === d.deal_id)!;
      return { amount: d.amount, covers: pricingLines.map((l) => dealCoversLine(deal, l)) };
    });
  const shipTo = hints.shipping !== undefined ? hints.shipping : cartShippingRequest(cart);
  const shipping = shipTo && (await priceShipping(db, tenant, session ? null : business, lines, shipTo));
  return {
    lines,
    pricing: {
      subtotal: totals.subtotal,
      discount_total: totals.discount_total,
      tax_total: totals.tax_total,
      shipping: shipping?.amount ?? 0,
      total_price: totals.total_price + (shipping?.amount ?? 0),
      currency: totals.currency,
    },
    shipping,
    coupon: couponDeal ? { deal: couponDeal, discount_amount: totals.coupon_discount } : null,
    discounts: totals.discounts.map((d): AppliedDiscount => {
      const isCoupon = couponDeal !== null && d.deal_id === couponDeal._id;
      const code = totals.codes.find((c) => c.deal_id === d.deal_id && c.amount > 0)?.code;
      const deal = dealRows.find((r) => r._id === d.deal_id);
      return {
        deal_id: d.deal_id,
        kind: isCoupon || code ? 'coupon' : 'automatic',
        label: isCoupon ? couponOf!.code : (code ?? deal?.name ?? d.deal_id),
        amount: d.amount,
      };
    }),
    codes: totals.codes.map((c) => ({
      code: c.code,
      deal: codeRows.find((d) => d._id === c.deal_id) ?? null,
      amount: c.amount,
      rejection: c.rejection,
    })),
    pricing_lines: pricingLines,
    // Only checkout asks, so cart reads do not pay for it.
    allocation: () =>
      allocateOrder({
        lines: pricingLines.map((l) => l.line_total),
        discounts: covered(),
        tax: totals.tax_total,
        taxIncluded: tax.inclusive,
      }),
    discountShares: () =>
      discountShares(
        pricingLines.map((l) => l.line_total),
        covered(),
      ).shares,
  };
}
