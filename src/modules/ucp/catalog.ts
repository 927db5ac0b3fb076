// The UCP catalogue operations (docs/ucp.md §Catalogue): search (the storefront's product search, by text,
// categories and price, a cursor page at a time), lookup by ids (product or variant ids, product slugs, variant
// SKUs: the catalogue's one resolution of item references) and one product with its options narrowed by the
// buyer's choices. Only what is for sale in the agent's business and mode is shown. Unknown ids are answers, not
// errors: an info message on lookup, an error response on get_product.
import type {
  UcpGetProductRequest,
  UcpGetProductResult,
  UcpLookupRequest,
  UcpLookupResponse,
  UcpMessage,
  UcpProduct,
  UcpSearchFilters,
  UcpSearchRequest,
  UcpSearchResponse,
} from '../../../generated/sdk/ucp/types.gen.js';
import type { AgentCaller } from '../../kernel/caller.js';
import { AppError, validationError } from '../../kernel/errors.js';
import type { Services } from '../../services.js';
import { currentBusiness } from '../business/index.js';
import {
  CatalogueReader,
  catalogueView,
  listProducts,
  type ProductDoc,
  type ResolvedItem,
  resolveItemRef,
  resolveItemRefs,
} from '../catalogue/index.js';
import { catalogMeta, categoryIdsNamed, projectProducts } from './catalog-read.js';
import { fromUcpMinor } from './rules/minor-units.js';
import { CATALOG_LOOKUP, CATALOG_SEARCH } from './rules/negotiation.js';
import { finishProduct, type Projection, type ProjectedVariantEntry } from './rules/product-projection.js';
import { selectVariants } from './rules/product-selection.js';

/** Pages are at most this long (a larger `limit` is served as this, as UCP allows). */
const MAX_SEARCH_LIMIT = 100;
const DEFAULT_SEARCH_LIMIT = 10;
/** Ids one lookup may name (UCP: at least 10; more is request_too_large). */
const MAX_LOOKUP_IDS = 100;

const tenantOf = (agent: AgentCaller) => ({ business_id: agent.business_id, livemode: agent.livemode });

export async function searchCatalog(
  services: Services,
  agent: AgentCaller,
  body: UcpSearchRequest,
  siteOrigin: string | null,
): Promise<UcpSearchResponse> {
  const tenant = tenantOf(agent);
  const query = typeof body.query === 'string' ? body.query.trim() : '';
  const { categories, min, max } = searchFilters(body.filters);
  if (!query && !categories && min === undefined && max === undefined)
    throw validationError('query: send a query or filters (categories, price) to search by');
  const categoryIds = categories ? await categoryIdsNamed(services.db, tenant, categories) : undefined;
  const business = await currentBusiness(services.db, tenant.business_id);
  const reader = new CatalogueReader(services.db, tenant, catalogueView(services.db, tenant, business));
  const limit = Math.min(body.pagination?.limit ?? DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT);
  const page = await listProducts(
    reader,
    {
      ...(query && { search: query }),
      ...(categoryIds && { category_ids: categoryIds }),
      // The agent's bounds are in the currency's minor unit; the storefront's filter takes the unit.
      ...(min !== undefined && { min_price: fromUcpMinor(min, business?.currency ?? '', 'up') / 100 }),
      ...(max !== undefined && { max_price: fromUcpMinor(max, business?.currency ?? '', 'down') / 100 }),
    },
    { limit, ...(body.pagination?.cursor !== undefined && { cursor: body.pagination.cursor }) },
  ).catch(renameCursorError);
  const docs = await reader.productsById(page.items.map((i: { id: string }) => i.id));
  const found = page.items.map((i: { id: string }) => docs.get(i.id)).filter((p): p is ProductDoc => !!p);
  const projections = await projectProducts(services.db, tenant, found, siteOrigin);
  const products: UcpProduct[] = [];
  for (const p of found) {
    const projection = projections.get(p._id)!;
    const shown = projection.variants.filter((v) => inPrice(v, min, max));
    if (shown.length) products.push(finishProduct(projection, shown));
  }
  const next = page.pagination.next_cursor;
  return {
    ucp: catalogMeta(agent, CATALOG_SEARCH),
    products,
    pagination: { has_next_page: next !== null, ...(next !== null && { cursor: next }) },
  };
}

export async function lookupCatalog(
  services: Services,
  agent: AgentCaller,
  body: UcpLookupRequest,
  siteOrigin: string | null,
): Promise<UcpLookupResponse> {
  const tenant = tenantOf(agent);
  const ids = [...new Set(body.ids)];
  if (ids.length > MAX_LOOKUP_IDS)
    throw new AppError('UCP_REQUEST_TOO_LARGE', `ids: ${ids.length} ids; a lookup takes at most ${MAX_LOOKUP_IDS}`);
  const resolved = await resolveItemRefs(services, tenant, ids);
  const messages: UcpMessage[] = [];
  ids.forEach((id) => {
    if (!resolved.has(id))
      messages.push({
        type: 'info',
        code: 'not_found',
        content: `No product or variant ${id}`,
        path: idPath(body, id),
      });
  });
  const products = await matchingProducts(services, tenant, [...resolved.values()], body.filters, siteOrigin);
  const answer: UcpProduct[] = [];
  for (const { projection, items } of products) {
    const shown = correlate(projection, ids, resolved, items, body.filters);
    if (shown.length) answer.push(finishProduct(projection, shown));
  }
  return { ucp: catalogMeta(agent, CATALOG_LOOKUP), products: answer, ...(messages.length && { messages }) };
}

export async function getCatalogProduct(
  services: Services,
  agent: AgentCaller,
  body: UcpGetProductRequest,
  siteOrigin: string | null,
): Promise<UcpGetProductResult> {
  const tenant = tenantOf(agent);
  const item = await resolveItemRef(services, tenant, body.id);
  const [match] = item ? await matchingProducts(services, tenant, [item], body.filters, siteOrigin) : [];
  if (!item || !match) return productNotFound(agent, body.id);
  const named = item.matched === 'variant_id' || item.matched === 'sku' ? item.variant?._id : undefined;
  const { min, max } = searchFilters(body.filters);
  const selection = selectVariants(item.product.variant_axes ?? [], match.projection.variants, {
    ...(named && { variantId: named }),
    ...(body.selected && { selected: body.selected }),
    ...(body.preferences && { preferences: body.preferences }),
  });
  const shown = selection.variants.filter((v) => inPrice(v, min, max));
  if (!shown.length) return productNotFound(agent, body.id);
  const product = {
    ...finishProduct(match.projection, shown),
    options: selection.options,
    selected: selection.selected,
  };
  return { ucp: catalogMeta(agent, CATALOG_LOOKUP), product };
}

/** The resolved items' products (each once, in the order first named) that pass the filter's categories. */
async function matchingProducts(
  services: Services,
  tenant: ReturnType<typeof tenantOf>,
  items: readonly ResolvedItem[],
  filters: UcpSearchFilters | undefined,
  siteOrigin: string | null,
) {
  const byProduct = new Map<string, ResolvedItem[]>();
  for (const item of items) byProduct.set(item.product._id, [...(byProduct.get(item.product._id) ?? []), item]);
  let products = [...byProduct.values()].map((list) => list[0].product);
  const { categories } = searchFilters(filters);
  if (categories) {
    const allowed = new Set(await categoryIdsNamed(services.db, tenant, categories));
    products = products.filter((p) => p.category_id !== null && allowed.has(p.category_id));
  }
  const known = new Map(products.map((p) => [p._id, byProduct.get(p._id)![0].variants]));
  const projections = await projectProducts(services.db, tenant, products, siteOrigin, known);
  return products.map((p) => ({ projection: projections.get(p._id)!, items: byProduct.get(p._id)! }));
}

/**
 * The variants a lookup shows of one product, each with the asked ids it answers: `exact` when the id names the
 * variant itself (its id or SKU; the product's id for a product sold without variants), `featured` when it names
 * the product (the default variant within the price filter represents it).
 */
function correlate(
  projection: Projection,
  ids: readonly string[],
  resolved: ReadonlyMap<string, ResolvedItem>,
  items: readonly ResolvedItem[],
  filters: UcpSearchFilters | undefined,
): ProjectedVariantEntry[] {
  const { min, max } = searchFilters(filters);
  const candidates = projection.variants.filter((v) => inPrice(v, min, max));
  const inputs = new Map<ProjectedVariantEntry, { id: string; match: string }[]>();
  for (const id of ids) {
    const item = resolved.get(id);
    if (!item || !items.includes(item)) continue;
    const exactId = item.variant && (item.matched === 'variant_id' || item.matched === 'sku') ? item.variant._id : null;
    const entry = exactId
      ? candidates.find((v) => v.ucp.id === exactId)
      : (candidates.find((v) => v.ucp.id === (item.variant?._id ?? item.product._id)) ?? candidates[0]);
    if (!entry) continue;
    const match = exactId || entry.ucp.id === id ? 'exact' : 'featured';
    inputs.set(entry, [...(inputs.get(entry) ?? []), { id, match }]);
  }
  return candidates.filter((v) => inputs.has(v)).map((v) => ({ ...v, ucp: { ...v.ucp, inputs: inputs.get(v)! } }));
}

function productNotFound(agent: AgentCaller, id: string): UcpGetProductResult {
  return {
    ucp: catalogMeta(agent, CATALOG_LOOKUP, 'error'),
    messages: [{ type: 'error', code: 'not_found', content: `No product or variant ${id}`, severity: 'unrecoverable' }],
  } as UcpGetProductResult;
}

/** The filters this service applies (others are ignored, as UCP lets a business do). */
function searchFilters(filters: UcpSearchFilters | undefined) {
  const categories = filters?.categories?.length ? filters.categories : undefined;
  const min = filters?.price?.min;
  const max = filters?.price?.max;
  if (min !== undefined && max !== undefined && min > max)
    throw validationError('filters.price.min: must not be greater than filters.price.max');
  return { categories, min, max };
}

const inPrice = (v: ProjectedVariantEntry, min: number | undefined, max: number | undefined) =>
  (min === undefined || v.ucp.price.amount >= min) && (max === undefined || v.ucp.price.amount <= max);

const idPath = (body: UcpLookupRequest, id: string) => `$.ids[${body.ids.indexOf(id)}]`;

/** The storefront's cursor errors name its own parameter; UCP's is `pagination.cursor`. */
function renameCursorError(err: unknown): never {
  if (err instanceof AppError && err.code === 'VALIDATION_ERROR' && err.message.startsWith('cursor:'))
    throw validationError(`pagination.cursor:${err.message.slice('cursor:'.length).replace('next_cursor', 'cursor')}`);
  throw err;
}
