// Storefront tag "Catalogue": the 31 read-side operations of products, variants, categories, collections,
// bundles, composites, quotes and deals. Thin: parse → src/modules/catalogue (store + presenters) → shape.
import { forbidden, notFound, unauthorized, validationError } from '../../kernel/errors.js';
import type { HandlerFn, HandlerResult, OperationContext } from '../../operations/types.js';
import type { Handlers } from '../../operations/typing.js';
import {
  findVariantByAxes,
  orderVariants,
  calculateComposite,
  compositeBasePrice,
  CatalogueReader,
  catalogueView,
  listProducts,
  listCategoryProducts,
  listCollectionProducts,
  presentAddOnGroup,
  presentAttribute,
  presentProductDetail,
  presentVariant,
  ancestry,
  category,
  getCategory,
  getCollection,
  inheritedAttributes,
  listCategories,
  listCollections,
  liveCollection,
  runningDeals,
  activeComposite,
  getBundle,
  getComposite,
  getCompositeByProduct,
  listBundles,
  listComposites,
  componentCatalogue,
  createQuote,
  getQuote,
  refreshQuote,
  availableNow,
  productSchedule,
  validateDealCode,
} from '../../modules/catalogue/index.js';
import { formatMinor } from '../../kernel/money.js';
import type { VariantDoc, ProductListParams } from '../../modules/catalogue/index.js';
import { currentBusiness } from '../../modules/business/index.js';
import { customers } from '../../modules/customers/index.js';
import { eligibleBillingPlans } from '../../modules/subscriptions/index.js';

type Ctx = OperationContext<any>;

function reader(ctx: Ctx): CatalogueReader {
  const tenant = ctx.caller.tenant;
  if (!tenant) throw unauthorized();
  return new CatalogueReader(ctx.services.db, tenant);
}

/**
 * A reader over the process's cached catalogue (its listing), checked against the business's revision as read
 * after this request arrived (modules/catalogue/cache.ts): what it answers is as fresh as a store query.
 */
async function cachedReader(ctx: Ctx): Promise<CatalogueReader> {
  const tenant = ctx.caller.tenant;
  if (!tenant) throw unauthorized();
  const business = await currentBusiness(ctx.services.db, tenant.business_id);
  return new CatalogueReader(ctx.services.db, tenant, catalogueView(ctx.services.db, tenant, business));
}

/** Page and offset have no upper bound in the contract; numbers past exact integers (1e309 → Infinity) are refused. */
function count(ctx: Ctx, name: string, fallback: number): number {
  const v = ctx.query[name];
  if (v === undefined) return fallback;
  if (!Number.isSafeInteger(v))
    throw validationError(`query.${name}: must be an integer no larger than ${Number.MAX_SAFE_INTEGER}`);
  return v as number;
}

const now = (ctx: Ctx) => ctx.services.clock.now();

const ok = <D>(data: D, status = 200): HandlerResult<D> => ({ status, data });

async function withLocation(ctx: Ctx) {
  const r = reader(ctx);
  const location = await r.location(ctx.query.location_id);
  return { r, locationId: location?._id ?? null, location };
}

/** The path's product (404 when unknown or archived), after checking the query's location exists. */
async function locatedProduct(ctx: Ctx) {
  const { r, locationId } = await withLocation(ctx);
  const product = await r.product(ctx.params.product_id);
  return { r, locationId, product };
}

const catalogueHandlers = {
  async getCatalogueSnapshot(ctx) {
    const { r, locationId } = await withLocation(ctx);
    const at = now(ctx);
    const [categories, collections, products, bundles, composites] = await Promise.all([
      listCategories(r, locationId),
      listCollections(r, at, { limit: 100, locationId }),
      listProducts(r, { location_id: locationId ?? undefined }, { limit: 20 }),
      listBundles(r, { limit: 100, locationId }),
      listComposites(r, { limit: 100, locationId }),
    ]);
    return ok({ categories, collections, products, bundles, composites, generated_at: at.toISOString() });
  },

  async listProducts(ctx) {
    const q = ctx.query;
    const params: ProductListParams = {
      category_id: q.category_id,
      category_slug: q.category_slug,
      taxonomy_id: q.taxonomy_id,
      search: q.search,
      tags: q.tags,
      featured: q.featured,
      in_stock: q.in_stock,
      min_price: q.min_price,
      max_price: q.max_price,
      properties: q.properties,
      sort_by: q.sort_by,
      sort_order: q.sort_order,
      location_id: q.location_id,
    };
    const page = ctx.given('page') ? count(ctx, 'page', 1) : undefined;
    return ok(await listProducts(await cachedReader(ctx), params, { limit: q.limit ?? 20, page, cursor: q.cursor }));
  },

  async getProduct(ctx) {
    const { r, locationId, product } = await locatedProduct(ctx);
    const variants = orderVariants(await r.variantsOf(product._id));
    return ok(presentProductDetail(product, variants, locationId));
  },

  async getProductSchedules(ctx) {
    const { locationId, product } = await locatedProduct(ctx);
    return ok(productSchedule(product, locationId));
  },

  async getProductAvailableNow(ctx) {
    const r = reader(ctx);
    const product = await r.product(ctx.params.product_id);
    const location = await r.location(ctx.query.location_id);
    return ok(await availableNow(r, product, location!, now(ctx)));
  },

  async listEligibleBillingPlans(ctx) {
    const q = ctx.query;
    const { r, locationId, product } = await locatedProduct(ctx);
    const signedIn = ctx.caller.customer?.id ?? null;
    let customerId = signedIn;
    if (q.customer_id !== undefined) {
      if (ctx.caller.key?.kind !== 'secret' && q.customer_id !== signedIn) {
        throw forbidden('A publishable key may only name the signed-in customer in customer_id');
      }
      const exists = await customers(r.db, r.tenant).findOne({ _id: q.customer_id }, { projection: { _id: 1 } });
      if (!exists) throw notFound(`Customer ${q.customer_id} not found`);
      customerId = q.customer_id;
    }
    return ok(
      await eligibleBillingPlans(r, product, {
        customerId,
        quantity: q.quantity ?? 1,
        orderValue: q.order_value,
        locationId,
      }),
    );
  },

  async listProductVariants(ctx) {
    const { r, product } = await locatedProduct(ctx);
    return ok(orderVariants(await r.variantsOf(product._id)).map(presentVariant));
  },

  async getProductVariantAxes(ctx) {
    const { product } = await locatedProduct(ctx);
    return ok({ axes: (product.variant_axes ?? []).map((a) => ({ name: a.name, label: a.label, values: a.values })) });
  },

  async getProductVariant(ctx) {
    const { r, product } = await locatedProduct(ctx);
    const variant = await r.variants.findOne({ _id: ctx.params.variant_id, product_id: product._id });
    if (!variant) throw notFound(`Variant ${ctx.params.variant_id} of product ${product._id} not found`);
    return ok(presentVariant(variant as VariantDoc));
  },

  async findProductVariant(ctx) {
    const { r, product } = await locatedProduct(ctx);
    const body = ctx.body;
    const variants = orderVariants(await r.variantsOf(product._id));
    return ok(presentVariant(findVariantByAxes(product.variant_axes ?? [], variants, body.axis_selections)));
  },

  async listProductAddOns(ctx) {
    const { product } = await locatedProduct(ctx);
    return ok((product.add_ons ?? []).map(presentAddOnGroup));
  },

  async createPriceQuote(ctx) {
    const body = ctx.body;
    return ok(await createQuote(reader(ctx), body, ctx.query.location_id, now(ctx)), 201);
  },

  async getPriceQuote(ctx) {
    // The query's location_id is accepted for uniformity; an unknown one is still 404 like everywhere else.
    const { r } = await withLocation(ctx);
    return ok(await getQuote(r, ctx.params.quote_id, now(ctx)));
  },

  async refreshPriceQuote(ctx) {
    // Omitted fields keep the quote's own values, its location included: only the body changes a quote.
    const { r } = await withLocation(ctx);
    return ok(await refreshQuote(r, ctx.params.quote_id, ctx.body ?? {}, now(ctx)));
  },

  async validateDeal(ctx) {
    const body = ctx.body;
    if (!body.discount_code.trim()) throw validationError('body.discount_code: must not be blank');
    const r = reader(ctx);
    const location = await r.location(body.location_id ?? ctx.query.location_id);
    return ok(
      await validateDealCode(r, {
        code: body.discount_code,
        subtotal: body.order_subtotal,
        locationId: location?._id ?? null,
        now: now(ctx),
      }),
    );
  },

  async listCategories(ctx) {
    const { r, locationId } = await withLocation(ctx);
    return ok(await listCategories(r, locationId));
  },

  async getCategory(ctx) {
    const { r, locationId } = await withLocation(ctx);
    return ok(await getCategory(r, ctx.params.category_id, locationId));
  },

  async listCategoryProducts(ctx) {
    const q = ctx.query;
    const { r, locationId } = await withLocation(ctx);
    const c = await category(r, ctx.params.category_id);
    return ok(await listCategoryProducts(r, c._id, locationId, q.limit ?? 20, count(ctx, 'offset', 0)));
  },

  async listCategoryAttributes(ctx) {
    const { r } = await withLocation(ctx);
    const c = await category(r, ctx.params.category_id);
    return ok(
      inheritedAttributes(await ancestry(r, c))
        .slice(0, 200)
        .map(presentAttribute),
    );
  },

  async listCategoryDeals(ctx) {
    const { r, locationId } = await withLocation(ctx);
    const c = await category(r, ctx.params.category_id);
    return ok(await runningDeals(r, { category_ids: c._id }, now(ctx), locationId));
  },

  async listCollections(ctx) {
    const q = ctx.query;
    const { r, locationId } = await withLocation(ctx);
    return ok(await listCollections(r, now(ctx), { search: q.search, limit: q.limit ?? 50, locationId }));
  },

  async getCollection(ctx) {
    const { r, locationId } = await withLocation(ctx);
    return ok(await getCollection(r, ctx.params.collection_id, now(ctx), locationId));
  },

  async listCollectionProducts(ctx) {
    const q = ctx.query;
    const { r, locationId } = await withLocation(ctx);
    const c = await liveCollection(r, ctx.params.collection_id, now(ctx));
    const limit = (q.limit as number | undefined) ?? 20;
    // `offset` wins when both are sent; `page` counts from 1.
    const offset =
      ctx.given('offset') || !ctx.given('page') ? count(ctx, 'offset', 0) : (count(ctx, 'page', 1) - 1) * limit;
    return ok(await listCollectionProducts(r, c, locationId, limit, offset));
  },

  async listCollectionAttributes(ctx) {
    const { r } = await withLocation(ctx);
    const c = await liveCollection(r, ctx.params.collection_id, now(ctx));
    return ok((c.attribute_definitions ?? []).slice(0, 200).map(presentAttribute));
  },

  async listCollectionDeals(ctx) {
    const { r, locationId } = await withLocation(ctx);
    const c = await liveCollection(r, ctx.params.collection_id, now(ctx));
    return ok(await runningDeals(r, { collection_ids: c._id }, now(ctx), locationId));
  },

  async listBundles(ctx) {
    const q = ctx.query;
    const { r, locationId } = await withLocation(ctx);
    return ok(await listBundles(r, { search: q.search, limit: q.limit ?? 50, locationId }));
  },

  async getBundle(ctx) {
    const { r, locationId } = await withLocation(ctx);
    return ok(await getBundle(r, ctx.params.bundle_id, locationId));
  },

  async listComposites(ctx) {
    const q = ctx.query;
    const { r, locationId } = await withLocation(ctx);
    return ok(await listComposites(r, { limit: q.limit ?? 50, locationId }));
  },

  async getComposite(ctx) {
    const { r, locationId } = await withLocation(ctx);
    return ok(await getComposite(r, ctx.params.composite_id, locationId));
  },

  async getCompositeByProduct(ctx) {
    const { r, locationId } = await withLocation(ctx);
    return ok(await getCompositeByProduct(r, ctx.params.product_id, locationId));
  },

  async calculateCompositePrice(ctx) {
    const body = ctx.body;
    const r = reader(ctx);
    const { composite, product } = await activeComposite(r, ctx.params.composite_id);
    const location = await r.location(body.location_id ?? ctx.query.location_id);
    const base = compositeBasePrice(composite, product, location?._id ?? null);
    // The same group rules as the cart add: a price the cart would then refuse is no preview.
    const calc = calculateComposite(composite, base, body.selections, await componentCatalogue(r, body.selections));
    return ok({
      composite_id: composite._id,
      base_price: formatMinor(calc.base_price),
      components_total: formatMinor(calc.components_total),
      subtotal: formatMinor(calc.subtotal),
      currency: composite.currency,
    });
  },
} satisfies Handlers<'storefront'>;

/** Reads whose answers depend only on the catalogue (not on stock checks, quotes, the clock's second or the customer). */
const CACHEABLE = new Set([
  'getCatalogueSnapshot',
  'listProducts',
  'getProduct',
  'getProductSchedules',
  'listProductVariants',
  'getProductVariantAxes',
  'getProductVariant',
  'listProductAddOns',
  'listCategories',
  'getCategory',
  'listCategoryProducts',
  'listCategoryAttributes',
  'listCategoryDeals',
  'listCollections',
  'getCollection',
  'listCollectionProducts',
  'listCollectionAttributes',
  'listCollectionDeals',
  'listBundles',
  'getBundle',
  'listComposites',
  'getComposite',
  'getCompositeByProduct',
]);

/**
 * Cached answers are kept as results with a `memo`, where each transport keeps its own encoding of them: a hit
 * over HTTP then costs no JSON or UTF-8 work at all, and the handler stays ignorant of envelopes.
 */
async function compute(fn: HandlerFn, ctx: Ctx): Promise<HandlerResult> {
  const result = (await fn(ctx)) ?? {};
  if ((result.status ?? 200) !== 200) return result;
  return { status: 200, data: result.data ?? null, memo: new Map() };
}

function cached(operationId: string, fn: HandlerFn): HandlerFn {
  if (!CACHEABLE.has(operationId)) return fn;
  // Synchronous on a hit; a miss joins the computation of the same answer already under way, if any, so that an
  // entry expiring under load costs one store read rather than one per waiting request.
  return (ctx) => {
    const cache = ctx.services.catalogueCache;
    const tenant = ctx.caller.tenant;
    if (!cache.enabled || !tenant) return fn(ctx);
    const slot = cache.slot(tenant, operationId, ctx.inputKey());
    const hit = cache.get(slot) as HandlerResult | undefined;
    if (hit !== undefined) return hit;
    const running = cache.pending(slot) as Promise<HandlerResult> | undefined;
    if (running) return running;
    return cache.share(slot, compute(fn, ctx)).then((r) => {
      if (r.memo) cache.set(slot, r);
      return r;
    });
  };
}

// The same operations, each wrapped in the cache: typed as the handlers they wrap (cached keeps the signature).
export const handlers = Object.fromEntries(
  Object.entries(catalogueHandlers).map(([operationId, fn]) => [
    operationId,
    cached(operationId, fn as unknown as HandlerFn),
  ]),
) as unknown as typeof catalogueHandlers;
