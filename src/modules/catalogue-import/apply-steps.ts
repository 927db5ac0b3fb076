// The write steps of applyImport, one per kind of entity. Each queues its writes on the context in file order; the
// order of the steps is applyImport's.
import { newId, randomBase62 } from '../../kernel/ids.js';
import { toMinor } from '../../kernel/money.js';
import type { BundleDoc, CompositeDoc, VariantDoc } from '../catalogue/index.js';
import { byKey, date, loc, put, remove, setOn, type ApplyContext } from './apply-context.js';
import { datedExceptions, weeklyHours } from './apply-services.js';
import { variantKey, variantName, type ImportProduct } from './format.js';

export function writeLocations(ctx: ApplyContext): void {
  for (const l of ctx.file.locations) {
    put(ctx, ctx.store.locations, 'locations', loc(ctx, l.ref), ctx.stored.locationByRef.has(l.ref), {
      ref: l.ref,
      name: l.name,
      timezone: l.timezone ?? ctx.defaultTz,
      address: l.address ?? null,
    });
  }
}

export function writeCategories(ctx: ApplyContext): void {
  for (const c of ctx.file.categories) {
    put(ctx, ctx.store.categories, 'categories', ctx.id.category.get(c.slug)!, ctx.stored.categoryBySlug.has(c.slug), {
      name: c.name,
      slug: c.slug,
      parent_id: c.parent ? ctx.id.category.get(c.parent)! : null,
      image_url: c.image_url ?? null,
      sort_order: c.sort_order ?? 0,
      attribute_definitions: (c.attribute_definitions ?? []).map(attributeDefinition),
    });
  }
}

export function writeStaff(ctx: ApplyContext): void {
  for (const m of ctx.file.staff) {
    put(ctx, ctx.store.staff, 'staff', ctx.id.staff.get(m.ref)!, ctx.id.staffStored.has(m.ref), {
      ref: m.ref,
      name: m.name,
      schedules: (m.schedules ?? []).map((sc) => ({
        location_id: loc(ctx, sc.location),
        weekly_hours: weeklyHours(sc.weekly_hours ?? []),
        exceptions: datedExceptions(sc.exceptions ?? []),
      })),
      is_active: m.is_active ?? true,
    });
  }
}

export function writeResources(ctx: ApplyContext): void {
  for (const r of ctx.file.resources) {
    put(ctx, ctx.store.resources, 'resources', ctx.id.resource.get(r.ref)!, ctx.id.resourceStored.has(r.ref), {
      ref: r.ref,
      name: r.name,
      location_id: loc(ctx, r.location),
      capacity: r.capacity ?? 1,
    });
  }
}

type PlannedVariant = { id: string; exists: boolean; fields: Partial<VariantDoc> };

/** The ids later steps need from the variants: each product's planned variants in file order, and SKU → id. */
export interface VariantPlan {
  planned: Map<string, PlannedVariant[]>;
  idBySku: Map<string, string>;
}

/**
 * Matches each product's variants to the stored ones and writes them; stored variants the file no longer lists stay
 * for past orders and carts, but can no longer be bought. Ids are all chosen before the first write.
 */
export function writeVariants(ctx: ApplyContext): VariantPlan {
  const idBySku = new Map<string, string>(
    ctx.stored.variants.flatMap((v) => (v.sku ? [[v.sku, v._id] as [string, string]] : [])),
  );
  const planned = new Map<string, PlannedVariant[]>();
  const retired: string[] = [];
  for (const p of ctx.file.products) {
    const { variants, unmatched } = planProductVariants(ctx, p, idBySku);
    planned.set(p.slug, variants);
    for (const v of unmatched) if (v.is_active || v.is_default) retired.push(v._id);
  }
  for (const variants of planned.values()) {
    for (const v of variants) put(ctx, ctx.store.variants, 'variants', v.id, v.exists, v.fields);
  }
  // One update per id: the same documents an updateMany on their ids would change, and a batch takes single-document
  // writes.
  for (const id of retired) setOn(ctx, 'variants', id, { is_active: false, is_default: false });
  return { planned, idBySku };
}

/** One product's variants, each matched to a stored one or new, and the stored ones left unmatched. */
function planProductVariants(ctx: ApplyContext, p: ImportProduct, idBySku: Map<string, string>) {
  const pid = ctx.id.product.get(p.slug)!;
  const unmatched = new Set(ctx.stored.variants.filter((v) => v.product_id === pid));
  const takeBy = (key: (v: VariantDoc) => string | null, want: string) => {
    for (const v of unmatched) if (key(v) === want) return (unmatched.delete(v), v);
    return undefined;
  };
  const axisOrder = (p.axes ?? []).map((a) => a.name);
  const fileVariants = p.variants ?? [];
  const anyDefault = fileVariants.some((v) => v.is_default);
  const variants = fileVariants.map((v, position): PlannedVariant => {
    // Matched by SKU, else axis values, else name: a SKU added later does not mint a new variant.
    let match = v.sku ? takeBy((s) => s.sku, v.sku) : undefined;
    if (!match && Object.keys(v.axis_values ?? {}).length) {
      const want = variantKey({ axis_values: v.axis_values });
      match = takeBy(
        (s) => (Object.keys(s.axis_values ?? {}).length ? variantKey({ axis_values: s.axis_values }) : null),
        want,
      );
    }
    match ??= takeBy((s) => s.name, variantName(v, axisOrder));
    const id = match?._id ?? newId('variant');
    if (v.sku) idBySku.set(v.sku, id);
    ctx.ids[v.sku ? `variant:${v.sku}` : `variant:${p.slug}/${variantName(v, axisOrder)}`] = id;
    const fields: Partial<VariantDoc> = {
      product_id: pid,
      name: variantName(v, axisOrder),
      sku: v.sku ?? null,
      price_adjustment: toMinor(v.price_adjustment ?? '0.00'),
      is_default: anyDefault ? v.is_default === true : position === 0,
      is_active: v.is_active ?? true,
      axis_values: v.axis_values ?? {},
      duration_minutes: v.duration_minutes ?? null,
      buffer_minutes: v.buffer_minutes ?? null,
      capacity: v.capacity ?? null,
      position,
    };
    return { id, exists: !!match, fields };
  });
  return { variants, unmatched };
}

/** Stock levels: a tracked product's by location, a variant_level product's by variant and location. */
export function writeStock(ctx: ApplyContext, variants: VariantPlan): void {
  for (const p of ctx.file.products) {
    const pid = ctx.id.product.get(p.slug)!;
    const type = p.inventory?.type ?? 'none';
    const entries: { variantId: string | null; stock: Record<string, number> }[] = [];
    if (type === 'tracked' && p.inventory?.stock)
      entries.push({ variantId: null, stock: p.inventory.stock as Record<string, number> });
    if (type === 'variant_level') {
      (p.variants ?? []).forEach((v, i) => {
        if (v.stock)
          entries.push({ variantId: variants.planned.get(p.slug)![i].id, stock: v.stock as Record<string, number> });
      });
    }
    for (const { variantId, stock } of entries) {
      for (const [ref, quantity] of Object.entries(stock)) {
        const existing = ctx.stored.levelByKey.get(`${pid}|${variantId ?? ''}|${loc(ctx, ref)}`);
        put(ctx, ctx.store.levels, 'inventory_levels', existing?._id ?? `inv_${randomBase62(20)}`, !!existing, {
          product_id: pid,
          variant_id: variantId,
          location_id: loc(ctx, ref),
          quantity_on_hand: quantity,
          quantity_reserved: existing?.quantity_reserved ?? 0,
        });
      }
    }
  }
}

/** Product slug → id of its bundle and of its composite record, for the products that have one. */
export interface PartIds {
  bundle: Map<string, string>;
  composite: Map<string, string>;
}

/** Each product's bundle and composite record, written, or deleted when the product is no longer one. */
export function writeBundlesAndComposites(ctx: ApplyContext, variants: VariantPlan): PartIds {
  const parts: PartIds = { bundle: new Map(), composite: new Map() };
  for (const p of ctx.file.products) {
    const pid = ctx.id.product.get(p.slug)!;
    const storedBundle = ctx.stored.bundleByProduct.get(pid);
    if (p.bundle) parts.bundle.set(p.slug, writeBundle(ctx, p, storedBundle, variants));
    // The product is no longer a bundle: its bundle record would otherwise still be listed.
    else if (storedBundle) remove(ctx, 'bundles', storedBundle._id);
    const storedComposite = ctx.stored.compositeByProduct.get(pid);
    if (p.composite) parts.composite.set(p.slug, writeComposite(ctx, p, storedComposite));
    else if (storedComposite) remove(ctx, 'composites', storedComposite._id);
  }
  return parts;
}

function writeBundle(ctx: ApplyContext, p: ImportProduct, storedBundle: BundleDoc | undefined, variants: VariantPlan) {
  const id = storedBundle?._id ?? newId('bundle');
  ctx.ids[`bundle:${p.slug}`] = id;
  const storedComponents = byKey(storedBundle?.components ?? [], (c) => c.ref);
  put(ctx, ctx.store.bundles, 'bundles', id, !!storedBundle, {
    product_id: ctx.id.product.get(p.slug)!,
    name: p.name,
    slug: p.slug,
    description: p.description ?? '',
    price: toMinor(p.price),
    currency: ctx.currency,
    image_url: primaryImage(p),
    components: p.bundle!.components.map((c) => {
      const ref = c.ref ?? c.product;
      const componentId = storedComponents.get(ref)?.component_id ?? newId('component');
      ctx.ids[`bundle_component:${p.slug}/${ref}`] = componentId;
      return {
        component_id: componentId,
        ref,
        product_id: ctx.id.product.get(c.product)!,
        name: c.name ?? ctx.id.productName.get(c.product)!,
        default_variant_id: c.variant ? variants.idBySku.get(c.variant)! : null,
        quantity: c.quantity ?? 1,
        is_swappable: c.is_swappable ?? false,
      };
    }),
  });
  return id;
}

function writeComposite(ctx: ApplyContext, p: ImportProduct, storedComposite: CompositeDoc | undefined): string {
  const id = storedComposite?._id ?? newId('composite');
  ctx.ids[`composite:${p.slug}`] = id;
  const storedGroups = byKey(storedComposite?.groups ?? [], (g) => g.ref);
  put(ctx, ctx.store.composites, 'composites', id, !!storedComposite, {
    product_id: ctx.id.product.get(p.slug)!,
    name: p.name,
    base_price: toMinor(p.price),
    currency: ctx.currency,
    groups: p.composite!.groups.map((g) => {
      const gref = g.ref ?? g.name;
      const storedGroup = storedGroups.get(gref);
      const storedComponents = byKey(storedGroup?.components ?? [], (c) => c.ref);
      return {
        id: storedGroup?.id ?? `cgrp_${randomBase62(20)}`,
        ref: gref,
        name: g.name,
        min_selections: g.min_selections ?? 0,
        max_selections: g.max_selections ?? 1,
        components: g.components.map((c) => {
          const cref = c.ref ?? c.name;
          const componentId = storedComponents.get(cref)?.component_id ?? newId('component');
          ctx.ids[`composite_component:${p.slug}/${gref}/${cref}`] = componentId;
          return {
            component_id: componentId,
            ref: cref,
            name: c.name,
            price: toMinor(c.price ?? '0.00'),
            product_id: c.product ? ctx.id.product.get(c.product)! : null,
          };
        }),
      };
    }),
  });
  return id;
}

/**
 * Billing plans. A plan lists the products offering it, and the file is authoritative for its own products: a stored
 * plan the file does not list still gains or loses the file's products.
 */
export function writeBillingPlans(ctx: ApplyContext): void {
  const { plans, products } = ctx.file;
  const fileProductIds = new Set(products.map((p) => ctx.id.product.get(p.slug)!));
  const planProducts = new Map<string, string[]>();
  for (const sp of ctx.stored.plans)
    if (sp.ref)
      planProducts.set(
        sp.ref,
        sp.product_ids.filter((id) => !fileProductIds.has(id)),
      );
  for (const p of plans) if (!planProducts.has(p.ref)) planProducts.set(p.ref, []);
  for (const p of products)
    for (const ref of p.billing_plans ?? []) planProducts.get(ref)!.push(ctx.id.product.get(p.slug)!);
  for (const p of plans) {
    put(ctx, ctx.store.plans, 'billing_plans', ctx.id.plan.get(p.ref)!, ctx.stored.planByRef.has(p.ref), {
      ref: p.ref,
      name: p.name,
      interval: p.interval,
      interval_count: p.interval_count ?? 1,
      price: toMinor(p.price),
      currency: ctx.currency,
      trial_days: p.trial_days ?? 0,
      product_ids: planProducts.get(p.ref)!,
      min_quantity: p.min_quantity ?? null,
      max_quantity: p.max_quantity ?? null,
      min_order_value: p.min_order_value ? toMinor(p.min_order_value) : null,
      new_customers_only: p.new_customers_only ?? false,
      is_active: p.is_active ?? true,
      location_ids: (p.locations ?? []).map((ref) => loc(ctx, ref)),
    });
  }
  for (const sp of ctx.stored.plans) {
    if (!sp.ref || plans.some((p) => p.ref === sp.ref)) continue;
    const next = planProducts.get(sp.ref)!;
    if (next.length !== sp.product_ids.length || next.some((id, i) => id !== sp.product_ids[i])) {
      setOn(ctx, 'billing_plans', sp._id, { product_ids: next });
    }
  }
}

export function writeCollections(ctx: ApplyContext): void {
  for (const c of ctx.file.collections) {
    put(
      ctx,
      ctx.store.collections,
      'collections',
      ctx.id.collection.get(c.slug)!,
      ctx.stored.collectionBySlug.has(c.slug),
      {
        name: c.name,
        slug: c.slug,
        description: c.description ?? '',
        image_url: c.image_url ?? null,
        metadata: c.metadata ?? {},
        product_ids: (c.products ?? []).map((s) => ctx.id.product.get(s)!),
        starts_at: date(c.starts_at),
        ends_at: date(c.ends_at),
        location_ids: (c.locations ?? []).map((ref) => loc(ctx, ref)),
        attribute_definitions: (c.attribute_definitions ?? []).map(attributeDefinition),
        sort_order: c.sort_order ?? 0,
      },
    );
  }
}

export function writeDeals(ctx: ApplyContext): void {
  for (const d of ctx.file.deals) {
    const stored = ctx.stored.dealByRef.get(d.ref);
    const id = stored?._id ?? newId('deal');
    ctx.ids[`deal:${d.ref}`] = id;
    put(ctx, ctx.store.deals, 'deals', id, !!stored, {
      ref: d.ref,
      name: d.name,
      description: d.description ?? '',
      discount_type: d.discount_type,
      value: toMinor(d.value),
      currency: ctx.currency,
      code: d.code ? d.code.toUpperCase() : null,
      min_subtotal: d.min_subtotal ? toMinor(d.min_subtotal) : null,
      starts_at: date(d.starts_at) ?? stored?.starts_at ?? ctx.now,
      ends_at: date(d.ends_at),
      is_active: d.is_active ?? true,
      product_ids: (d.products ?? []).map((s) => ctx.id.product.get(s)!),
      category_ids: (d.categories ?? []).map((s) => ctx.id.category.get(s)!),
      collection_ids: (d.collections ?? []).map((s) => ctx.id.collection.get(s)!),
      location_ids: (d.locations ?? []).map((ref) => loc(ctx, ref)),
      usage_limit: d.usage_limit ?? null,
      // usage_count is the checkout's: only a new deal starts it at zero.
      ...(stored ? {} : { usage_count: 0 }),
    });
  }
}

function attributeDefinition(a: {
  key: string;
  label: string;
  type?: 'text' | 'number' | 'boolean' | 'select';
  options?: string[];
  required?: boolean;
}) {
  return {
    key: a.key,
    label: a.label,
    type: a.type ?? 'text',
    options: a.options ?? [],
    required: a.required ?? false,
  };
}

function primaryImage(p: ImportProduct): string | null {
  const images = p.images ?? [];
  return (images.find((im) => im.is_primary) ?? images[0])?.url ?? null;
}
