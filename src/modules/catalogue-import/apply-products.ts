// The products themselves, written last but for collections and deals: they point at their bundle, composite and
// service records, which the earlier steps wrote.
import { newId } from '../../kernel/ids.js';
import { toMinor } from '../../kernel/money.js';
import type { AddOnGroupDoc, ProductDoc } from '../catalogue/index.js';
import { byKey, loc, put, type ApplyContext } from './apply-context.js';
import type { PartIds } from './apply-steps.js';
import { addOnBounds } from './references.js';
import type { ImportProduct } from './format.js';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

export function writeProducts(ctx: ApplyContext, parts: PartIds, serviceIdOf: Map<string, string | null>): void {
  for (const p of ctx.file.products) {
    const stored = ctx.stored.productBySlug.get(p.slug);
    const fields: Partial<ProductDoc> = {
      ...productFields(ctx, p, addOnGroups(ctx, p, stored)),
      bundle_id: parts.bundle.get(p.slug) ?? null,
      composite_id: parts.composite.get(p.slug) ?? null,
      service_id: serviceIdOf.get(p.slug) ?? null,
      search_text: searchText(p),
    };
    put(ctx, ctx.store.products, 'products', ctx.id.product.get(p.slug)!, !!stored, fields);
  }
}

/** Add-on groups and their options keep their ids by ref (else name) across imports. */
function addOnGroups(ctx: ApplyContext, p: ImportProduct, stored: ProductDoc | undefined): AddOnGroupDoc[] {
  const storedGroups = byKey(stored?.add_ons ?? [], (g) => g.ref ?? g.name);
  return (p.add_ons ?? []).map((g) => {
    const gref = g.ref ?? g.name;
    const storedGroup = storedGroups.get(gref);
    const storedOptions = byKey(storedGroup?.options ?? [], (o) => o.ref ?? o.name);
    const groupId = storedGroup?.id ?? newId('addOnGroup');
    ctx.ids[`add_on_group:${p.slug}/${gref}`] = groupId;
    const { min, max } = addOnBounds(g);
    return {
      id: groupId,
      ref: gref,
      name: g.name,
      selection_type: g.selection_type ?? 'single',
      min_selections: min,
      max_selections: max,
      options: g.options.map((o) => {
        const oref = o.ref ?? o.name;
        const optionId = storedOptions.get(oref)?.id ?? newId('addOnOption');
        ctx.ids[`add_on_option:${p.slug}/${gref}/${oref}`] = optionId;
        return { id: optionId, ref: oref, name: o.name, price: toMinor(o.price ?? '0.00') };
      }),
    };
  });
}

/** The product's fields but its bundle, composite and service ids (key order is the stored document's). */
function productFields(ctx: ApplyContext, p: ImportProduct, add_ons: AddOnGroupDoc[]): Partial<ProductDoc> {
  const images = p.images ?? [];
  const primaryIndex = Math.max(
    0,
    images.findIndex((im) => im.is_primary),
  );
  return {
    name: p.name,
    slug: p.slug,
    description: p.description ?? '',
    category_id: p.category ? ctx.id.category.get(p.category)! : null,
    taxonomy_ids: p.taxonomy ?? [],
    tags: p.tags ?? [],
    images: images.map((im, i) => ({ url: im.url, is_primary: i === primaryIndex })),
    default_price: toMinor(p.price),
    compare_at_price: p.compare_at_price ? toMinor(p.compare_at_price) : null,
    currency: ctx.currency,
    product_type: p.type ?? 'product',
    inventory_type: p.inventory?.type ?? 'none',
    is_active: p.is_active ?? true,
    archived: false,
    is_featured: p.is_featured ?? false,
    attributes: p.attributes ?? {},
    properties: filterProperties(p),
    variant_axes: (p.axes ?? []).map((a) => ({ name: a.name, label: a.label ?? capitalise(a.name), values: a.values })),
    add_ons,
    location_ids: (p.locations ?? []).map((ref) => loc(ctx, ref)),
    location_prices: Object.fromEntries(
      Object.entries(p.location_prices ?? {}).map(([ref, price]) => [loc(ctx, ref), toMinor(price as string)]),
    ),
    schedules: (p.schedules ?? []).map((r) => ({
      day_of_week: r.day_of_week,
      start_time: r.start_time,
      end_time: r.end_time,
      location_id: r.location ? loc(ctx, r.location) : null,
      timezone: r.timezone ?? (r.location ? ctx.id.tzOfLocation.get(r.location)! : ctx.defaultTz),
    })),
    billing_plan_ids: (p.billing_plans ?? []).map((ref) => ctx.id.plan.get(ref)!),
    low_stock_threshold: p.inventory?.low_stock_threshold ?? null,
    weight_grams: p.weight_grams ?? null,
  };
}

/** Lowercased name, description and tags: what the `search` filter matches against. */
export function searchText(p: Pick<ImportProduct, 'name' | 'description' | 'tags'>): string {
  return [p.name, p.description ?? '', ...(p.tags ?? [])].join(' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The values the `properties` filter matches: the explicit properties, each axis's values and the scalar attributes,
 * lowercased and de-duplicated, so `{"size":"m"}` finds a product whose size axis offers "M".
 */
export function filterProperties(
  p: Pick<ImportProduct, 'properties' | 'axes' | 'attributes'>,
): Record<string, string[]> {
  const out = new Map<string, Set<string>>();
  const add = (key: string, value: string) => {
    const v = value.trim().toLowerCase();
    if (!v) return;
    if (!out.has(key)) out.set(key, new Set());
    out.get(key)!.add(v);
  };
  for (const [k, values] of Object.entries(p.properties ?? {})) for (const v of values) add(k, v);
  for (const a of p.axes ?? []) for (const v of a.values) add(a.name, v);
  for (const [k, v] of Object.entries(p.attributes ?? {})) add(k, String(v));
  return Object.fromEntries([...out].map(([k, set]) => [k, [...set]]));
}
