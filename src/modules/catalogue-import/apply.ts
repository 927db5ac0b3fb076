// Writes a validated import document into the catalogue collections, inside the caller's transaction. Every entity
// is looked up by its natural key first: a match keeps its id (and anything the import does not own, such as a
// deal's usage count), anything else gets a new id. A service product's scheduling record (collection `services`)
// is matched by its product; staff and resources by `ref`. The result counts what was created and updated and maps
// every natural key of the file to its id.
//
// All reads come first; the writes are then collected in file order and sent as one ordered write batch
// (transaction.ts writeBatch): one round trip on MongoDB 8.0+ and the embedded server, where a command per write
// made the demo seed alone send over a hundred. The batch stamps the business's catalogue revision once, at its end.
import type { ClientSession, Db, Document, MongoClient } from 'mongodb';
import { newId, randomBase62 } from '../../kernel/ids.js';
import { toMinor } from '../../kernel/money.js';
import type {
  AddOnGroupDoc, BillingPlanDoc, BundleDoc, CategoryDoc, CollectionDoc, CompositeDoc, DealDoc, InventoryLevelDoc,
  LocationDoc, ProductDoc, VariantDoc,
} from '../catalogue/model.js';
import type { DatedException, ResourceDoc, ServiceLocationDoc, ServiceRecordDoc, StaffDoc, WeeklyInterval } from '../scheduling/model.js';
import type { CollectionName, ScopedCollection, TenantContext } from '../../store/index.js';
import { deleteFrom, updateIn, writeBatch, type BatchWrite } from '../../store/transaction.js';
import * as catalogue from '../catalogue/store.js';
import * as scheduling from '../scheduling/store.js';
import { addOnBounds } from './references.js';
import {
  variantKey, variantName, zeroCounts, type CountKind, type ImportDocument, type ImportProduct, type ImportScheduleException,
  type ImportWeeklyHours,
} from './format.js';

export interface BusinessDefaults {
  currency: string;
  timezone: string;
}

export interface ApplyOutcome {
  created: Record<CountKind, number>;
  updated: Record<CountKind, number>;
  ids: Record<string, string>;
}

const byKey = <T, K>(items: T[], key: (t: T) => K | undefined | null): Map<K, T> => {
  const m = new Map<K, T>();
  for (const t of items) {
    const k = key(t);
    if (k !== undefined && k !== null) m.set(k, t);
  }
  return m;
};
/** The filter type of the import's writes: every catalogue document's _id is a string. */
type ById = { _id: string };
const date = (iso: string | null | undefined): Date | null => (iso ? new Date(iso) : null);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ');

export async function applyImport(
  { client, db }: { client: MongoClient; db: Db },
  session: ClientSession,
  tenant: TenantContext,
  business: BusinessDefaults,
  doc: ImportDocument,
  now: Date,
): Promise<ApplyOutcome> {
  const opts = { session };
  const store = {
    products: catalogue.products(db, tenant),
    variants: catalogue.variants(db, tenant),
    categories: catalogue.categories(db, tenant),
    collections: catalogue.productCollections(db, tenant),
    bundles: catalogue.bundles(db, tenant),
    composites: catalogue.composites(db, tenant),
    locations: catalogue.locations(db, tenant),
    levels: catalogue.inventoryLevels(db, tenant),
    plans: catalogue.billingPlans(db, tenant),
    deals: catalogue.deals(db, tenant),
    services: scheduling.serviceRecords(db, tenant),
    staff: scheduling.staff(db, tenant),
    resources: scheduling.resources(db, tenant),
  };
  const created = zeroCounts();
  const updated = zeroCounts();
  const ids: Record<string, string> = {};
  const currency = business.currency;
  const defaultTz = doc.timezone ?? business.timezone;
  /** Every write of the import, in order, sent together at the end. */
  const writes: BatchWrite[] = [];
  const scope = { tenant };

  /** Queues the upsert of one document by _id (tenant fields come from the scoped filter) and counts it. */
  function put<T extends Document>(collection: ScopedCollection<T>, kind: CountKind | null, id: string, exists: boolean, fields: Partial<T>) {
    // The accessor names the collection and types `fields`; the write itself goes into the batch, scoped alike.
    const update = { $set: { ...fields, updated_at: now }, $setOnInsert: { created_at: now } };
    writes.push(updateIn<ById>(collection.raw.collectionName as CollectionName, { _id: id }, update, { ...scope, upsert: true }));
    if (kind) (exists ? updated : created)[kind]++;
  }
  /** Queues a $set on one stored document by _id. */
  const setOn = (collection: CollectionName, id: string, fields: Document) =>
    writes.push(updateIn<ById>(collection, { _id: id }, { $set: { ...fields, updated_at: now } }, scope));

  const locations = doc.locations ?? [];
  const categories = doc.categories ?? [];
  const collections = doc.collections ?? [];
  const plans = doc.billing_plans ?? [];
  const products = doc.products ?? [];
  const deals = doc.deals ?? [];
  const staffList = doc.staff ?? [];
  const resourceList = doc.resources ?? [];

  // ---- Read what exists, by natural key. ----
  const storedLocations = await store.locations.find({}, opts).toArray();
  const locationByRef = byKey(storedLocations as LocationDoc[], (l) => l.ref);
  const storedCategories = (await store.categories.find({}, opts).toArray()) as CategoryDoc[];
  const categoryBySlug = byKey(storedCategories, (c) => c.slug);
  const storedCollections = (await store.collections
    .find({ slug: { $in: collections.map((c) => c.slug) } }, opts)
    .toArray()) as CollectionDoc[];
  const collectionBySlug = byKey(storedCollections, (c) => c.slug);
  const storedPlans = (await store.plans.find({}, opts).toArray()) as BillingPlanDoc[];
  const planByRef = byKey(storedPlans, (p) => p.ref);

  const referencedSlugs = new Set<string>(products.map((p) => p.slug));
  for (const p of products) {
    for (const c of p.bundle?.components ?? []) referencedSlugs.add(c.product);
    for (const g of p.composite?.groups ?? []) for (const c of g.components) if (c.product) referencedSlugs.add(c.product);
  }
  for (const c of collections) for (const s of c.products ?? []) referencedSlugs.add(s);
  for (const d of deals) for (const s of d.products ?? []) referencedSlugs.add(s);
  const storedProducts = (await store.products.find({ slug: { $in: [...referencedSlugs] } }, opts).toArray()) as ProductDoc[];
  const productBySlug = byKey(storedProducts, (p) => p.slug);
  const storedVariants = (await store.variants
    .find({ product_id: { $in: storedProducts.map((p) => p._id) } }, opts)
    .toArray()) as VariantDoc[];
  const storedProductIds = storedProducts.filter((p) => products.some((f) => f.slug === p.slug)).map((p) => p._id);
  const bundleByProduct = byKey(
    (await store.bundles.find({ product_id: { $in: storedProductIds } }, opts).toArray()) as BundleDoc[],
    (b) => b.product_id,
  );
  const compositeByProduct = byKey(
    (await store.composites.find({ product_id: { $in: storedProductIds } }, opts).toArray()) as CompositeDoc[],
    (c) => c.product_id,
  );
  const storedLevels = (await store.levels
    .find({ product_id: { $in: storedProductIds } }, opts)
    .toArray()) as InventoryLevelDoc[];
  const levelByKey = byKey(storedLevels, (l) => `${l.product_id}|${l.variant_id ?? ''}|${l.location_id}`);
  const dealByRef = byKey(
    (await store.deals.find({ ref: { $in: deals.map((d) => d.ref) } }, opts).toArray()) as DealDoc[],
    (d) => d.ref,
  );
  // Every staff member and resource with a ref (services of this file may name stored ones): their ids only.
  const refs = { session, projection: { _id: 1, ref: 1 } };
  const storedStaff = (await store.staff.find({ ref: { $type: 'string' } }, refs).toArray()) as Pick<StaffDoc, '_id' | 'ref'>[];
  const storedResources = (await store.resources.find({ ref: { $type: 'string' } }, refs).toArray()) as Pick<ResourceDoc, '_id' | 'ref'>[];
  const serviceByProduct = byKey(
    (await store.services.find({ product_id: { $in: storedProductIds } }, { session, projection: { _id: 1, product_id: 1, is_active: 1 } }).toArray()) as Pick<
      ServiceRecordDoc,
      '_id' | 'product_id' | 'is_active'
    >[],
    (r) => r.product_id,
  );

  // ---- Ids for everything the file names, before any write, so references can point forward. ----
  const locationId = new Map<string, string>(storedLocations.flatMap((l) => (l.ref ? [[l.ref, l._id] as [string, string]] : [])));
  for (const l of locations) locationId.set(l.ref, locationByRef.get(l.ref)?._id ?? newId('location'));
  const categoryId = new Map<string, string>(storedCategories.map((c) => [c.slug, c._id]));
  for (const c of categories) categoryId.set(c.slug, categoryBySlug.get(c.slug)?._id ?? newId('category'));
  const collectionId = new Map<string, string>(storedCollections.map((c) => [c.slug, c._id]));
  for (const c of collections) collectionId.set(c.slug, collectionBySlug.get(c.slug)?._id ?? newId('collection'));
  const planId = new Map<string, string>(storedPlans.flatMap((p) => (p.ref ? [[p.ref, p._id] as [string, string]] : [])));
  for (const p of plans) planId.set(p.ref, planByRef.get(p.ref)?._id ?? newId('billingPlan'));
  const productId = new Map<string, string>(storedProducts.map((p) => [p.slug, p._id]));
  for (const p of products) productId.set(p.slug, productBySlug.get(p.slug)?._id ?? newId('product'));
  const productName = new Map<string, string>(storedProducts.map((p) => [p.slug, p.name]));
  for (const p of products) productName.set(p.slug, p.name);

  const loc = (ref: string) => locationId.get(ref)!;
  const tzOfLocation = new Map<string, string>(storedLocations.flatMap((l) => (l.ref ? [[l.ref, l.timezone] as [string, string]] : [])));
  for (const l of locations) tzOfLocation.set(l.ref, l.timezone ?? defaultTz);
  const staffId = new Map<string, string>(storedStaff.map((m) => [m.ref!, m._id]));
  const staffStored = new Set(staffId.keys());
  for (const m of staffList) staffId.set(m.ref, staffId.get(m.ref) ?? newId('staff'));
  const resourceId = new Map<string, string>(storedResources.map((r) => [r.ref!, r._id]));
  const resourceStored = new Set(resourceId.keys());
  for (const r of resourceList) resourceId.set(r.ref, resourceId.get(r.ref) ?? newId('resource'));

  for (const [ref, id] of locationId) if (locations.some((l) => l.ref === ref)) ids[`location:${ref}`] = id;
  for (const c of categories) ids[`category:${c.slug}`] = categoryId.get(c.slug)!;
  for (const c of collections) ids[`collection:${c.slug}`] = collectionId.get(c.slug)!;
  for (const p of plans) ids[`billing_plan:${p.ref}`] = planId.get(p.ref)!;
  for (const p of products) ids[`product:${p.slug}`] = productId.get(p.slug)!;
  for (const m of staffList) ids[`staff:${m.ref}`] = staffId.get(m.ref)!;
  for (const r of resourceList) ids[`resource:${r.ref}`] = resourceId.get(r.ref)!;

  // ---- Locations, categories. ----
  for (const l of locations) {
    put(store.locations, 'locations', loc(l.ref), locationByRef.has(l.ref), {
      ref: l.ref,
      name: l.name,
      timezone: l.timezone ?? defaultTz,
      address: l.address ?? null,
    });
  }
  for (const c of categories) {
    put(store.categories, 'categories', categoryId.get(c.slug)!, categoryBySlug.has(c.slug), {
      name: c.name,
      slug: c.slug,
      parent_id: c.parent ? categoryId.get(c.parent)! : null,
      image_url: c.image_url ?? null,
      sort_order: c.sort_order ?? 0,
      attribute_definitions: (c.attribute_definitions ?? []).map(attributeDefinition),
    });
  }

  // ---- Staff and resources. ----
  for (const m of staffList) {
    put(store.staff, 'staff', staffId.get(m.ref)!, staffStored.has(m.ref), {
      ref: m.ref,
      name: m.name,
      schedules: (m.schedules ?? []).map((sc) => ({
        location_id: loc(sc.location),
        weekly_hours: weeklyHours(sc.weekly_hours ?? []),
        exceptions: datedExceptions(sc.exceptions ?? []),
      })),
      is_active: m.is_active ?? true,
    });
  }
  for (const r of resourceList) {
    put(store.resources, 'resources', resourceId.get(r.ref)!, resourceStored.has(r.ref), {
      ref: r.ref,
      name: r.name,
      location_id: loc(r.location),
      capacity: r.capacity ?? 1,
    });
  }

  // ---- Variants (ids first: bundles name default variants by SKU). ----
  const variantIdBySku = new Map<string, string>(storedVariants.flatMap((v) => (v.sku ? [[v.sku, v._id] as [string, string]] : [])));
  const plannedVariants = new Map<string, { id: string; exists: boolean; fields: Partial<VariantDoc> }[]>();
  const retiredVariants: string[] = [];
  for (const p of products) {
    const pid = productId.get(p.slug)!;
    const mine = storedVariants.filter((v) => v.product_id === pid);
    const unmatched = new Set(mine);
    const takeBy = (key: (v: VariantDoc) => string | null, want: string) => {
      for (const v of unmatched) if (key(v) === want) return unmatched.delete(v), v;
      return undefined;
    };
    const axisOrder = (p.axes ?? []).map((a) => a.name);
    const fileVariants = p.variants ?? [];
    const anyDefault = fileVariants.some((v) => v.is_default);
    const planned = fileVariants.map((v, position) => {
      // Matched by SKU, else axis values, else name: a SKU added later does not mint a new variant.
      let match = v.sku ? takeBy((s) => s.sku, v.sku) : undefined;
      if (!match && Object.keys(v.axis_values ?? {}).length) {
        const want = variantKey({ axis_values: v.axis_values });
        match = takeBy((s) => (Object.keys(s.axis_values ?? {}).length ? variantKey({ axis_values: s.axis_values }) : null), want);
      }
      match ??= takeBy((s) => s.name, variantName(v, axisOrder));
      const id = match?._id ?? newId('variant');
      if (v.sku) variantIdBySku.set(v.sku, id);
      ids[v.sku ? `variant:${v.sku}` : `variant:${p.slug}/${variantName(v, axisOrder)}`] = id;
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
    plannedVariants.set(p.slug, planned);
    for (const v of unmatched) if (v.is_active || v.is_default) retiredVariants.push(v._id);
  }
  for (const planned of plannedVariants.values()) {
    for (const v of planned) put(store.variants, 'variants', v.id, v.exists, v.fields);
  }
  // Variants the file no longer lists stay for past orders and carts, but can no longer be bought. One update per
  // id: the same documents an updateMany on their ids would change, and a batch takes single-document writes.
  for (const id of retiredVariants) setOn('variants', id, { is_active: false, is_default: false });

  // ---- Stock levels. ----
  for (const p of products) {
    const pid = productId.get(p.slug)!;
    const type = p.inventory?.type ?? 'none';
    const entries: { variantId: string | null; stock: Record<string, number> }[] = [];
    if (type === 'tracked' && p.inventory?.stock) entries.push({ variantId: null, stock: p.inventory.stock as Record<string, number> });
    if (type === 'variant_level') {
      (p.variants ?? []).forEach((v, i) => {
        if (v.stock) entries.push({ variantId: plannedVariants.get(p.slug)![i].id, stock: v.stock as Record<string, number> });
      });
    }
    for (const { variantId, stock } of entries) {
      for (const [ref, quantity] of Object.entries(stock)) {
        const existing = levelByKey.get(`${pid}|${variantId ?? ''}|${loc(ref)}`);
        put(store.levels, 'inventory_levels', existing?._id ?? `inv_${randomBase62(20)}`, !!existing, {
          product_id: pid,
          variant_id: variantId,
          location_id: loc(ref),
          quantity_on_hand: quantity,
          quantity_reserved: existing?.quantity_reserved ?? 0,
        });
      }
    }
  }

  // ---- Bundles and composites. ----
  const bundleIdOf = new Map<string, string>();
  const compositeIdOf = new Map<string, string>();
  for (const p of products) {
    const pid = productId.get(p.slug)!;
    const primary = primaryImage(p);
    const storedBundle = bundleByProduct.get(pid);
    if (p.bundle) {
      const id = storedBundle?._id ?? newId('bundle');
      bundleIdOf.set(p.slug, id);
      ids[`bundle:${p.slug}`] = id;
      const storedComponents = byKey(storedBundle?.components ?? [], (c) => c.ref);
      put(store.bundles, 'bundles', id, !!storedBundle, {
        product_id: pid,
        name: p.name,
        slug: p.slug,
        description: p.description ?? '',
        price: toMinor(p.price),
        currency,
        image_url: primary,
        components: p.bundle.components.map((c) => {
          const ref = c.ref ?? c.product;
          const componentId = storedComponents.get(ref)?.component_id ?? newId('component');
          ids[`bundle_component:${p.slug}/${ref}`] = componentId;
          return {
            component_id: componentId,
            ref,
            product_id: productId.get(c.product)!,
            name: c.name ?? productName.get(c.product)!,
            default_variant_id: c.variant ? variantIdBySku.get(c.variant)! : null,
            quantity: c.quantity ?? 1,
            is_swappable: c.is_swappable ?? false,
          };
        }),
      });
    } else if (storedBundle) {
      // The product is no longer a bundle: its bundle record would otherwise still be listed.
      writes.push(deleteFrom<ById>('bundles', { _id: storedBundle._id }, scope));
    }

    const storedComposite = compositeByProduct.get(pid);
    if (p.composite) {
      const id = storedComposite?._id ?? newId('composite');
      compositeIdOf.set(p.slug, id);
      ids[`composite:${p.slug}`] = id;
      const storedGroups = byKey(storedComposite?.groups ?? [], (g) => g.ref);
      put(store.composites, 'composites', id, !!storedComposite, {
        product_id: pid,
        name: p.name,
        base_price: toMinor(p.price),
        currency,
        groups: p.composite.groups.map((g) => {
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
              ids[`composite_component:${p.slug}/${gref}/${cref}`] = componentId;
              return { component_id: componentId, ref: cref, name: c.name, price: toMinor(c.price ?? '0.00'), product_id: c.product ? productId.get(c.product)! : null };
            }),
          };
        }),
      });
    } else if (storedComposite) {
      writes.push(deleteFrom<ById>('composites', { _id: storedComposite._id }, scope));
    }
  }

  // ---- Billing plans: a plan lists the products offering it; the file is authoritative for its own products. ----
  const fileProductIds = new Set(products.map((p) => productId.get(p.slug)!));
  const planProducts = new Map<string, string[]>();
  for (const sp of storedPlans) if (sp.ref) planProducts.set(sp.ref, sp.product_ids.filter((id) => !fileProductIds.has(id)));
  for (const p of plans) if (!planProducts.has(p.ref)) planProducts.set(p.ref, []);
  for (const p of products) for (const ref of p.billing_plans ?? []) planProducts.get(ref)!.push(productId.get(p.slug)!);
  for (const p of plans) {
    put(store.plans, 'billing_plans', planId.get(p.ref)!, planByRef.has(p.ref), {
      ref: p.ref,
      name: p.name,
      interval: p.interval,
      interval_count: p.interval_count ?? 1,
      price: toMinor(p.price),
      currency,
      trial_days: p.trial_days ?? 0,
      product_ids: planProducts.get(p.ref)!,
      min_quantity: p.min_quantity ?? null,
      max_quantity: p.max_quantity ?? null,
      min_order_value: p.min_order_value ? toMinor(p.min_order_value) : null,
      new_customers_only: p.new_customers_only ?? false,
      is_active: p.is_active ?? true,
      location_ids: (p.locations ?? []).map(loc),
    });
  }
  for (const sp of storedPlans) {
    if (!sp.ref || plans.some((p) => p.ref === sp.ref)) continue;
    const next = planProducts.get(sp.ref)!;
    if (next.length !== sp.product_ids.length || next.some((id, i) => id !== sp.product_ids[i])) {
      setOn('billing_plans', sp._id, { product_ids: next });
    }
  }

  // ---- Scheduling service records of service products (before the products, which point at them). ----
  const knownLocationRefs = [...locationId.keys()];
  const serviceIdOf = new Map<string, string | null>();
  for (const p of products) {
    const pid = productId.get(p.slug)!;
    const storedService = serviceByProduct.get(pid);
    const type = p.type ?? 'product';
    if (type !== 'service') {
      // No longer a service: its record stays for past bookings, but cannot be booked.
      if (storedService?.is_active) setOn('services', storedService._id, { is_active: false });
      serviceIdOf.set(p.slug, null);
      continue;
    }
    const definition = p.service ? fromServiceSection(p) : legacyService(p);
    if (!definition) {
      // A service product with neither `service` nor `schedules`: whatever record it has is left as it is.
      serviceIdOf.set(p.slug, productBySlug.get(p.slug)?.service_id ?? null);
      continue;
    }
    const id = storedService?._id ?? newId('service');
    serviceIdOf.set(p.slug, id);
    ids[`service:${p.slug}`] = id;
    put(store.services, 'services', id, !!storedService, {
      product_id: pid,
      name: p.name,
      description: p.description ? p.description : null,
      is_active: p.is_active ?? true,
      ...definition,
    });
  }

  // ---- Products. ----
  for (const p of products) {
    const pid = productId.get(p.slug)!;
    const stored = productBySlug.get(p.slug);
    const storedGroups = byKey(stored?.add_ons ?? [], (g) => g.ref ?? g.name);
    const add_ons: AddOnGroupDoc[] = (p.add_ons ?? []).map((g) => {
      const gref = g.ref ?? g.name;
      const storedGroup = storedGroups.get(gref);
      const storedOptions = byKey(storedGroup?.options ?? [], (o) => o.ref ?? o.name);
      const groupId = storedGroup?.id ?? newId('addOnGroup');
      ids[`add_on_group:${p.slug}/${gref}`] = groupId;
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
          ids[`add_on_option:${p.slug}/${gref}/${oref}`] = optionId;
          return { id: optionId, ref: oref, name: o.name, price: toMinor(o.price ?? '0.00') };
        }),
      };
    });
    const images = p.images ?? [];
    const primaryIndex = Math.max(0, images.findIndex((im) => im.is_primary));
    const fields: Partial<ProductDoc> = {
      name: p.name,
      slug: p.slug,
      description: p.description ?? '',
      category_id: p.category ? categoryId.get(p.category)! : null,
      taxonomy_ids: p.taxonomy ?? [],
      tags: p.tags ?? [],
      images: images.map((im, i) => ({ url: im.url, is_primary: i === primaryIndex })),
      default_price: toMinor(p.price),
      compare_at_price: p.compare_at_price ? toMinor(p.compare_at_price) : null,
      currency,
      product_type: p.type ?? 'product',
      inventory_type: p.inventory?.type ?? 'none',
      is_active: p.is_active ?? true,
      archived: false,
      is_featured: p.is_featured ?? false,
      attributes: p.attributes ?? {},
      properties: filterProperties(p),
      variant_axes: (p.axes ?? []).map((a) => ({ name: a.name, label: a.label ?? capitalise(a.name), values: a.values })),
      add_ons,
      location_ids: (p.locations ?? []).map(loc),
      location_prices: Object.fromEntries(Object.entries(p.location_prices ?? {}).map(([ref, price]) => [loc(ref), toMinor(price as string)])),
      schedules: (p.schedules ?? []).map((r) => ({
        day_of_week: r.day_of_week,
        start_time: r.start_time,
        end_time: r.end_time,
        location_id: r.location ? loc(r.location) : null,
        timezone: r.timezone ?? (r.location ? tzOfLocation.get(r.location)! : defaultTz),
      })),
      billing_plan_ids: (p.billing_plans ?? []).map((ref) => planId.get(ref)!),
      low_stock_threshold: p.inventory?.low_stock_threshold ?? null,
      bundle_id: bundleIdOf.get(p.slug) ?? null,
      composite_id: compositeIdOf.get(p.slug) ?? null,
      service_id: serviceIdOf.get(p.slug) ?? null,
      search_text: searchText(p),
    };
    put(store.products, 'products', pid, !!stored, fields);
  }

  // ---- Collections and deals. ----
  for (const c of collections) {
    put(store.collections, 'collections', collectionId.get(c.slug)!, collectionBySlug.has(c.slug), {
      name: c.name,
      slug: c.slug,
      description: c.description ?? '',
      image_url: c.image_url ?? null,
      metadata: c.metadata ?? {},
      product_ids: (c.products ?? []).map((s) => productId.get(s)!),
      starts_at: date(c.starts_at),
      ends_at: date(c.ends_at),
      location_ids: (c.locations ?? []).map(loc),
      attribute_definitions: (c.attribute_definitions ?? []).map(attributeDefinition),
      sort_order: c.sort_order ?? 0,
    });
  }
  for (const d of deals) {
    const stored = dealByRef.get(d.ref);
    const id = stored?._id ?? newId('deal');
    ids[`deal:${d.ref}`] = id;
    put(store.deals, 'deals', id, !!stored, {
      ref: d.ref,
      name: d.name,
      description: d.description ?? '',
      discount_type: d.discount_type,
      value: toMinor(d.value),
      currency,
      code: d.code ? d.code.toUpperCase() : null,
      min_subtotal: d.min_subtotal ? toMinor(d.min_subtotal) : null,
      starts_at: date(d.starts_at) ?? stored?.starts_at ?? now,
      ends_at: date(d.ends_at),
      is_active: d.is_active ?? true,
      product_ids: (d.products ?? []).map((s) => productId.get(s)!),
      category_ids: (d.categories ?? []).map((s) => categoryId.get(s)!),
      collection_ids: (d.collections ?? []).map((s) => collectionId.get(s)!),
      location_ids: (d.locations ?? []).map(loc),
      usage_limit: d.usage_limit ?? null,
      // usage_count is the checkout's: only a new deal starts it at zero.
      ...(stored ? {} : { usage_count: 0 }),
    });
  }

  await writeBatch({ client, db }, writes, session);
  return { created, updated, ids };

  type ServiceDefinition = Omit<ServiceRecordDoc, '_id' | 'business_id' | 'livemode' | 'product_id' | 'name' | 'description' | 'is_active' | 'created_at' | 'updated_at'>;

  /** The record's scheduling fields from the product's `service` section (defaults filled by the schema). */
  function fromServiceSection(p: ImportProduct): ServiceDefinition {
    const svc = p.service!;
    return {
      locations: svc.locations.map(
        (l): ServiceLocationDoc => ({
          location_id: loc(l.location),
          timezone: l.timezone ?? tzOfLocation.get(l.location)!,
          weekly_hours: weeklyHours(l.weekly_hours ?? []),
          exceptions: datedExceptions(l.exceptions ?? []),
        }),
      ),
      duration_minutes: svc.duration_minutes,
      buffer_before_minutes: svc.buffer_before_minutes ?? 0,
      buffer_after_minutes: svc.buffer_after_minutes ?? 0,
      slot_interval_minutes: svc.slot_interval_minutes ?? svc.duration_minutes,
      capacity: svc.capacity ?? 1,
      min_notice_minutes: svc.min_notice_minutes ?? 0,
      max_advance_days: svc.max_advance_days ?? 90,
      cancellation_cutoff_minutes: svc.cancellation_cutoff_minutes ?? 0,
      staff_ids: (svc.staff ?? []).map((ref) => staffId.get(ref)!),
      resources: (svc.resources ?? []).map((r) => ({ resource_id: resourceId.get(r.resource)!, quantity: r.quantity ?? 1 })),
    };
  }

  /**
   * Older documents gave a service only ordering `schedules`: a record built from them (documented on the product's
   * `schedules`). A rule with a location applies there; one without applies at every location of the product's
   * `locations`, else at every location the business has. Null when that yields no location.
   */
  function legacyService(p: ImportProduct): ServiceDefinition | null {
    const rules = p.schedules ?? [];
    if (!rules.length) return null;
    const everywhere = (p.locations ?? []).length ? p.locations! : knownLocationRefs;
    const byLocation = new Map<string, { zone: string; hours: ImportWeeklyHours[] }>();
    for (const r of rules) {
      for (const ref of r.location ? [r.location] : everywhere) {
        if (!byLocation.has(ref)) byLocation.set(ref, { zone: r.timezone ?? tzOfLocation.get(ref) ?? defaultTz, hours: [] });
        byLocation.get(ref)!.hours.push({ day_of_week: r.day_of_week, start_time: r.start_time, end_time: r.end_time });
      }
    }
    if (!byLocation.size) return null;
    const variants = p.variants ?? [];
    const duration = (variants.find((v) => v.is_default) ?? variants[0])?.duration_minutes ?? 60;
    return {
      locations: [...byLocation].map(([ref, { zone, hours }]) => ({ location_id: loc(ref), timezone: zone, weekly_hours: mergeHours(hours), exceptions: [] })),
      duration_minutes: duration,
      buffer_before_minutes: 0,
      buffer_after_minutes: 0,
      slot_interval_minutes: duration,
      capacity: 1,
      min_notice_minutes: 0,
      max_advance_days: 90,
      cancellation_cutoff_minutes: 0,
      staff_ids: [],
      resources: [],
    };
  }
}

const byStart = <T extends { start_time: string }>(a: T, b: T) => (a.start_time < b.start_time ? -1 : a.start_time > b.start_time ? 1 : 0);

/** Weekly hours as stored: by weekday, then opening time. */
function weeklyHours(hours: ImportWeeklyHours[]): WeeklyInterval[] {
  return hours
    .map((h) => ({ day_of_week: h.day_of_week, start_time: h.start_time, end_time: h.end_time }))
    .sort((a, b) => a.day_of_week - b.day_of_week || byStart(a, b));
}

/** Dated exceptions as stored: by date, each day's intervals by opening time. */
function datedExceptions(exceptions: ImportScheduleException[]): DatedException[] {
  return exceptions
    .map((e) => ({
      date: e.date,
      intervals: (e.intervals ?? []).map((i) => ({ start_time: i.start_time, end_time: i.end_time })).sort(byStart),
      note: e.note ?? null,
    }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Legacy rules may overlap (one for a location, one for every location): overlapping or touching intervals merge. */
function mergeHours(hours: ImportWeeklyHours[]): WeeklyInterval[] {
  const out: WeeklyInterval[] = [];
  for (const h of weeklyHours(hours)) {
    const last = out[out.length - 1];
    if (last && last.day_of_week === h.day_of_week && h.start_time <= last.end_time) {
      if (h.end_time > last.end_time) last.end_time = h.end_time;
    } else out.push({ ...h });
  }
  return out;
}

function attributeDefinition(a: { key: string; label: string; type?: 'text' | 'number' | 'boolean' | 'select'; options?: string[]; required?: boolean }) {
  return { key: a.key, label: a.label, type: a.type ?? 'text', options: a.options ?? [], required: a.required ?? false };
}

function primaryImage(p: ImportProduct): string | null {
  const images = p.images ?? [];
  return (images.find((im) => im.is_primary) ?? images[0])?.url ?? null;
}

/** Lowercased name, description and tags: what the `search` filter matches against. */
export function searchText(p: Pick<ImportProduct, 'name' | 'description' | 'tags'>): string {
  return [p.name, p.description ?? '', ...(p.tags ?? [])].join(' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The values the `properties` filter matches: the explicit properties, each axis's values and the scalar attributes,
 * lowercased and de-duplicated, so `{"size":"m"}` finds a product whose size axis offers "M".
 */
export function filterProperties(p: Pick<ImportProduct, 'properties' | 'axes' | 'attributes'>): Record<string, string[]> {
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
