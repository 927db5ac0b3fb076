// The checks a JSON Schema cannot express: references between entities (by slug, SKU or ref) resolve, natural keys
// are unique, variants fit their product's axes, kinds carry the sections they need, amounts stay ≥ 0 and time
// ranges are ordered, opening hours neither run backwards nor overlap, and time zones exist. References resolve
// against the file first, then against what earlier imports stored (`Existing`), so a merchant can import a
// catalogue in several files.
import { toMinor } from '../../kernel/money.js';
import type { ProductType } from '../catalogue/model.js';
import {
  pointer as ptr, variantKey, type ImportDocument, type ImportProblem, type ImportProduct, type ImportScheduleException,
  type ImportWeeklyHours,
} from './format.js';
import { isTimeZone } from '../scheduling/rules/zone.js';

/** What the store already holds for the tenant, by natural key. */
export interface Existing {
  /** product slug → its kind and the SKUs of its variants. */
  products: Map<string, { type: ProductType; skus: string[]; variantCount: number }>;
  /** category slug → parent slug. */
  categories: Map<string, string | null>;
  collections: Set<string>;
  locations: Set<string>;
  billingPlans: Set<string>;
  /** SKU → slug of the product that owns the variant ('' when that product no longer exists). */
  skuOwner: Map<string, string>;
  /** Upper-case deal code → the ref of the deal that has it. */
  dealCodes: Map<string, string>;
  /** Staff ref → the refs of the locations they have a schedule at. */
  staff: Map<string, Set<string>>;
  /** Resource ref → its location's ref (null when that location has no ref) and capacity. */
  resources: Map<string, { location: string | null; capacity: number }>;
}

export function emptyExisting(): Existing {
  return {
    products: new Map(),
    categories: new Map(),
    collections: new Set(),
    locations: new Set(),
    billingPlans: new Set(),
    skuOwner: new Map(),
    dealCodes: new Map(),
    staff: new Map(),
    resources: new Map(),
  };
}

/** Whether `zone` is a time zone name the runtime knows (an IANA name such as `Africa/Accra`; not an offset). */
export function isKnownTimeZone(zone: string): boolean {
  // Temporal (what the scheduling rules compute with) accepts offsets as zones; a location needs a named one.
  return !/^[+-]/.test(zone) && isTimeZone(zone);
}

/** Every problem of one location's weekly hours and exceptions: reversed intervals, overlaps, repeated dates. */
export function hoursProblems(
  weekly: ImportWeeklyHours[],
  exceptions: ImportScheduleException[],
  at: (...rest: (string | number)[]) => string,
): ImportProblem[] {
  const out: ImportProblem[] = [];
  /** Reversed intervals, then overlaps between the well-formed ones (sorted by start, in document order). */
  const intervals = (list: { start_time: string; end_time: string }[], where: (i: number) => string, indexOf = (i: number) => i) => {
    const ok: { start: string; end: string; i: number }[] = [];
    list.forEach((r, i) => {
      // "HH:MM" strings compare in time order, and "24:00" after every other.
      if (r.end_time <= r.start_time) out.push({ pointer: `${where(i)}/end_time`, message: 'must be later than start_time' });
      else ok.push({ start: r.start_time, end: r.end_time, i });
    });
    ok.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.i - b.i));
    for (let k = 1; k < ok.length; k++) {
      const prev = ok[k - 1];
      const cur = ok[k];
      if (cur.start < prev.end) {
        const [first, second] = prev.i < cur.i ? [prev, cur] : [cur, prev];
        out.push({ pointer: `${where(second.i)}/start_time`, message: `overlaps the interval at index ${indexOf(first.i)} (${first.start}–${first.end})` });
      }
    }
  };
  for (let day = 0; day <= 6; day++) {
    const indexes = weekly.flatMap((r, i) => (r.day_of_week === day ? [i] : []));
    intervals(indexes.map((i) => weekly[i]), (k) => at('weekly_hours', indexes[k]), (k) => indexes[k]);
  }
  const dates = new Map<string, number>();
  exceptions.forEach((e, i) => {
    const first = dates.get(e.date);
    if (first !== undefined) out.push({ pointer: at('exceptions', i, 'date'), message: `duplicate exception date ${e.date} (also at index ${first})` });
    else dates.set(e.date, i);
    intervals(e.intervals ?? [], (k) => at('exceptions', i, 'intervals', k));
  });
  // Report in document order, as the rest of the checks do (numeric segments compare as numbers).
  return out.sort((a, b) => a.pointer.localeCompare(b.pointer, 'en', { numeric: true }));
}

/** Every reference problem of a schema-valid document, in document order (callers usually report the first). */
export function checkReferences(doc: ImportDocument, existing: Existing = emptyExisting(), limit = 50): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const add = (pointer: string, message: string) => {
    if (problems.length < limit) problems.push({ pointer, message });
  };
  const locations = doc.locations ?? [];
  const categories = doc.categories ?? [];
  const collections = doc.collections ?? [];
  const plans = doc.billing_plans ?? [];
  const products = doc.products ?? [];
  const deals = doc.deals ?? [];
  const staff = doc.staff ?? [];
  const resources = doc.resources ?? [];

  /** Reports the second and later occurrences of a key within one list. */
  const unique = <T>(items: T[], key: (t: T) => string, where: (i: number) => string, what: string) => {
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      const k = key(item);
      const first = seen.get(k);
      if (first !== undefined) add(where(i), `duplicate ${what} ${JSON.stringify(k)} (also at index ${first})`);
      else seen.set(k, i);
    });
  };

  unique(locations, (l) => l.ref, (i) => ptr('locations', i, 'ref'), 'location ref');
  unique(categories, (c) => c.slug, (i) => ptr('categories', i, 'slug'), 'category slug');
  unique(collections, (c) => c.slug, (i) => ptr('collections', i, 'slug'), 'collection slug');
  unique(plans, (p) => p.ref, (i) => ptr('billing_plans', i, 'ref'), 'billing plan ref');
  unique(products, (p) => p.slug, (i) => ptr('products', i, 'slug'), 'product slug');
  unique(deals, (d) => d.ref, (i) => ptr('deals', i, 'ref'), 'deal ref');
  unique(staff, (m) => m.ref, (i) => ptr('staff', i, 'ref'), 'staff ref');
  unique(resources, (r) => r.ref, (i) => ptr('resources', i, 'ref'), 'resource ref');

  const locationRefs = new Set([...existing.locations, ...locations.map((l) => l.ref)]);
  const planRefs = new Set([...existing.billingPlans, ...plans.map((p) => p.ref)]);
  const collectionSlugs = new Set([...existing.collections, ...collections.map((c) => c.slug)]);
  const fileProducts = new Map(products.map((p) => [p.slug, p]));
  const productType = (slug: string): ProductType | undefined => fileProducts.get(slug)?.type ?? (fileProducts.has(slug) ? 'product' : existing.products.get(slug)?.type);
  /** SKUs of a product's variants after this import. */
  const skusOf = (slug: string): string[] | undefined => {
    const p = fileProducts.get(slug);
    if (p) return (p.variants ?? []).flatMap((v) => (v.sku ? [v.sku] : []));
    return existing.products.get(slug)?.skus;
  };
  const variantCountOf = (slug: string): number => {
    const p = fileProducts.get(slug);
    return p ? (p.variants ?? []).length : (existing.products.get(slug)?.variantCount ?? 0);
  };
  const location = (ref: string, where: string) => {
    if (!locationRefs.has(ref)) add(where, `unknown location ${JSON.stringify(ref)}`);
  };
  const product = (slug: string, where: string) => {
    if (!productType(slug)) add(where, `unknown product ${JSON.stringify(slug)}`);
  };

  const zone = (name: string | undefined, where: string) => {
    if (name !== undefined && !isKnownTimeZone(name)) add(where, `unknown time zone ${JSON.stringify(name)} (use an IANA name such as "Africa/Accra")`);
  };
  zone(doc.timezone, ptr('timezone'));
  locations.forEach((l, i) => zone(l.timezone, ptr('locations', i, 'timezone')));

  // Staff and resources: their locations exist; hours are well-formed. What a service may use after this import:
  const staffLocations = new Map(existing.staff);
  staff.forEach((m, i) => {
    const at = (...rest: (string | number)[]) => ptr('staff', i, ...rest);
    const schedules = m.schedules ?? [];
    unique(schedules, (sc) => sc.location, (j) => at('schedules', j, 'location'), 'schedule location');
    schedules.forEach((sc, j) => {
      location(sc.location, at('schedules', j, 'location'));
      for (const p of hoursProblems(sc.weekly_hours ?? [], sc.exceptions ?? [], (...rest) => at('schedules', j, ...rest))) add(p.pointer, p.message);
    });
    staffLocations.set(m.ref, new Set(schedules.map((sc) => sc.location)));
  });
  const resourceInfo = new Map(existing.resources);
  resources.forEach((r, i) => {
    location(r.location, ptr('resources', i, 'location'));
    resourceInfo.set(r.ref, { location: r.location, capacity: r.capacity ?? 1 });
  });

  // Categories: parents exist and the parent chain has no cycle (file entries override stored parents).
  const parentOf = new Map(existing.categories);
  for (const c of categories) parentOf.set(c.slug, c.parent ?? null);
  categories.forEach((c, i) => {
    if (!c.parent) return;
    if (!parentOf.has(c.parent)) return add(ptr('categories', i, 'parent'), `unknown category ${JSON.stringify(c.parent)}`);
    const seen = new Set([c.slug]);
    for (let p: string | null | undefined = c.parent; p; p = parentOf.get(p)) {
      if (seen.has(p)) return add(ptr('categories', i, 'parent'), `category ${JSON.stringify(c.slug)} would be its own ancestor`);
      seen.add(p);
    }
  });

  collections.forEach((c, i) => {
    (c.products ?? []).forEach((slug, j) => product(slug, ptr('collections', i, 'products', j)));
    (c.locations ?? []).forEach((ref, j) => location(ref, ptr('collections', i, 'locations', j)));
    if (c.starts_at && c.ends_at && Date.parse(c.ends_at) <= Date.parse(c.starts_at)) {
      add(ptr('collections', i, 'ends_at'), 'must be later than starts_at');
    }
  });

  plans.forEach((p, i) => (p.locations ?? []).forEach((ref, j) => location(ref, ptr('billing_plans', i, 'locations', j))));

  // SKUs are unique across the whole catalogue: within the file, and against variants of products the file does not own.
  const skuSeen = new Map<string, string>();
  products.forEach((p, i) => {
    (p.variants ?? []).forEach((v, j) => {
      if (!v.sku) return;
      const where = ptr('products', i, 'variants', j, 'sku');
      const other = skuSeen.get(v.sku);
      if (other) return add(where, `duplicate SKU ${JSON.stringify(v.sku)} (also on product ${JSON.stringify(other)})`);
      skuSeen.set(v.sku, p.slug);
      const owner = existing.skuOwner.get(v.sku);
      if (owner === '') add(where, `SKU ${JSON.stringify(v.sku)} is already used by a variant outside the catalogue`);
      else if (owner && owner !== p.slug && !fileProducts.has(owner)) {
        add(where, `SKU ${JSON.stringify(v.sku)} already belongs to product ${JSON.stringify(owner)}`);
      }
    });
  });

  products.forEach((p, i) => checkProduct(p, i));

  const codes = new Map<string, string>();
  deals.forEach((d, i) => {
    const at = (...rest: (string | number)[]) => ptr('deals', i, ...rest);
    if (d.code) {
      const code = d.code.toUpperCase();
      const inFile = codes.get(code);
      const stored = existing.dealCodes.get(code);
      if (inFile) add(at('code'), `code ${JSON.stringify(code)} is also used by deal ${JSON.stringify(inFile)}`);
      else if (stored && stored !== d.ref && !deals.some((o) => o.ref === stored && o.code?.toUpperCase() !== code)) {
        add(at('code'), `code ${JSON.stringify(code)} is already used by deal ${JSON.stringify(stored)}`);
      }
      codes.set(code, d.ref);
    }
    const value = toMinor(d.value);
    if (d.discount_type === 'percentage' && (value < 1 || value > 10_000)) add(at('value'), 'a percentage must be from 0.01 to 100.00');
    if (d.discount_type === 'fixed_amount' && value < 1) add(at('value'), 'a fixed amount must be more than 0.00');
    if (d.starts_at && d.ends_at && Date.parse(d.ends_at) <= Date.parse(d.starts_at)) add(at('ends_at'), 'must be later than starts_at');
    (d.products ?? []).forEach((s, j) => product(s, at('products', j)));
    (d.categories ?? []).forEach((s, j) => {
      if (!parentOf.has(s)) add(at('categories', j), `unknown category ${JSON.stringify(s)}`);
    });
    (d.collections ?? []).forEach((s, j) => {
      if (!collectionSlugs.has(s)) add(at('collections', j), `unknown collection ${JSON.stringify(s)}`);
    });
    (d.locations ?? []).forEach((ref, j) => location(ref, at('locations', j)));
  });

  return problems;

  function checkProduct(p: ImportProduct, i: number): void {
    const at = (...rest: (string | number)[]) => ptr('products', i, ...rest);
    const type = p.type ?? 'product';
    const price = toMinor(p.price);
    const axes = p.axes ?? [];
    const variants = p.variants ?? [];
    const inventory = p.inventory ?? {};
    const invType = inventory.type ?? 'none';

    if (p.category && !parentOf.has(p.category)) add(at('category'), `unknown category ${JSON.stringify(p.category)}`);
    (p.locations ?? []).forEach((ref, j) => location(ref, at('locations', j)));
    for (const ref of Object.keys(p.location_prices ?? {})) location(ref, at('location_prices', ref));
    (p.billing_plans ?? []).forEach((ref, j) => {
      if (!planRefs.has(ref)) add(at('billing_plans', j), `unknown billing plan ${JSON.stringify(ref)}`);
    });
    (p.schedules ?? []).forEach((r, j) => {
      if (r.location) location(r.location, at('schedules', j, 'location'));
      if (r.end_time <= r.start_time) add(at('schedules', j, 'end_time'), 'must be later than start_time');
      zone(r.timezone, at('schedules', j, 'timezone'));
    });
    if (p.service) checkService(p, at);
    if ((p.images ?? []).filter((im) => im.is_primary).length > 1) add(at('images'), 'at most one image may be is_primary');

    // Kind ↔ section.
    if (type !== 'service' && p.service) add(at('service'), `is only allowed on type "service", not "${type}"`);
    if (type === 'bundle' && !p.bundle) add(at('bundle'), 'is required for a product of type "bundle"');
    if (type !== 'bundle' && p.bundle) add(at('bundle'), `is only allowed on type "bundle", not "${type}"`);
    if (type === 'composite' && !p.composite) add(at('composite'), 'is required for a product of type "composite"');
    if (type !== 'composite' && p.composite) add(at('composite'), `is only allowed on type "composite", not "${type}"`);

    // Axes and variants.
    unique(axes, (a) => a.name, (j) => at('axes', j, 'name'), 'axis');
    const axisValues = new Map(axes.map((a) => [a.name, new Set(a.values)]));
    if (axes.length && !variants.length) add(at('variants'), 'a product with axes needs at least one variant');
    variants.forEach((v, j) => {
      const vat = (...rest: (string | number)[]) => at('variants', j, ...rest);
      const given = v.axis_values ?? {};
      for (const [name, value] of Object.entries(given)) {
        const declared = axisValues.get(name);
        if (!declared) add(vat('axis_values', name), `the product has no axis ${JSON.stringify(name)}`);
        else if (!declared.has(value)) add(vat('axis_values', name), `${JSON.stringify(value)} is not a value of axis ${JSON.stringify(name)}`);
      }
      for (const a of axes) if (!(a.name in given)) add(vat('axis_values', a.name), 'is required: one value per axis of the product');
      if (!axes.length && !v.name) add(vat('name'), 'is required when the product has no axes');
      if (price + toMinor(v.price_adjustment ?? '0.00') < 0) add(vat('price_adjustment'), 'makes the variant price negative');
      if (type !== 'service' && (v.duration_minutes != null || v.buffer_minutes != null || v.capacity != null)) {
        add(vat('duration_minutes'), 'duration_minutes, buffer_minutes and capacity apply to service variants only');
      }
      if (v.stock && invType !== 'variant_level') add(vat('stock'), 'variant stock needs inventory.type "variant_level"');
      for (const ref of Object.keys(v.stock ?? {})) location(ref, vat('stock', ref));
    });
    if (axes.length) unique(variants, (v) => variantKey({ axis_values: v.axis_values }), (j) => at('variants', j), 'variant');
    else unique(variants, (v) => variantKey({ name: v.name }), (j) => at('variants', j), 'variant');
    if (variants.filter((v) => v.is_default).length > 1) add(at('variants'), 'at most one variant may be is_default');

    // Inventory.
    if (invType === 'variant_level' && !variants.length) add(at('inventory', 'type'), '"variant_level" needs variants');
    if (invType !== 'tracked' && inventory.stock) add(at('inventory', 'stock'), 'product stock needs inventory.type "tracked" (variant_level stock goes on each variant)');
    for (const ref of Object.keys(inventory.stock ?? {})) location(ref, at('inventory', 'stock', ref));
    if ((type === 'bundle' || type === 'composite') && invType !== 'none') {
      add(at('inventory', 'type'), `a ${type} has no stock of its own (its components do): use "none"`);
    }

    // Add-on groups.
    unique(p.add_ons ?? [], (g) => g.ref ?? g.name, (j) => at('add_ons', j), 'add-on group');
    (p.add_ons ?? []).forEach((g, j) => {
      const gat = (...rest: (string | number)[]) => at('add_ons', j, ...rest);
      unique(g.options, (o) => o.ref ?? o.name, (k) => gat('options', k), 'option');
      const { min, max } = addOnBounds(g);
      if (g.required && min < 1) add(gat('min_selections'), 'must be at least 1 in a required group');
      if (!g.required && min > 0) add(gat('min_selections'), 'must be 0 unless the group is required');
      if ((g.selection_type ?? 'single') === 'single' && max !== 1) add(gat('max_selections'), 'must be 1 in a single-select group');
      if (max > g.options.length) add(gat('max_selections'), `exceeds the ${g.options.length} options`);
      if (min > max) add(gat('min_selections'), 'must not exceed max_selections');
    });

    // Bundle components: real, stockable products; the default variant belongs to the component product.
    p.bundle?.components.forEach((c, j) => {
      const cat = (...rest: (string | number)[]) => at('bundle', 'components', j, ...rest);
      const ctype = productType(c.product);
      if (!ctype) return add(cat('product'), `unknown product ${JSON.stringify(c.product)}`);
      if (c.product === p.slug) return add(cat('product'), 'a bundle cannot contain itself');
      if (ctype === 'bundle' || ctype === 'composite') return add(cat('product'), `a bundle component must be a product or service, not a ${ctype}`);
      if (c.variant) {
        if (!(skusOf(c.product) ?? []).includes(c.variant)) add(cat('variant'), `${JSON.stringify(c.variant)} is not a SKU of product ${JSON.stringify(c.product)}`);
      } else if (variantCountOf(c.product) > 0) {
        add(cat('variant'), `is required: product ${JSON.stringify(c.product)} has variants`);
      }
      if (c.is_swappable && variantCountOf(c.product) < 2) add(cat('is_swappable'), `product ${JSON.stringify(c.product)} has no other variant to swap to`);
    });
    if (p.bundle) unique(p.bundle.components, (c) => c.ref ?? c.product, (j) => at('bundle', 'components', j), 'component');

    // Composite groups.
    p.composite?.groups.forEach((g, j) => {
      const gat = (...rest: (string | number)[]) => at('composite', 'groups', j, ...rest);
      const min = g.min_selections ?? 0;
      const max = g.max_selections ?? 1;
      if (min > max) add(gat('min_selections'), 'must not exceed max_selections');
      if (min > g.components.length) add(gat('min_selections'), `exceeds the ${g.components.length} components`);
      unique(g.components, (c) => c.ref ?? c.name, (k) => gat('components', k), 'component');
      g.components.forEach((c, k) => {
        if (c.product) product(c.product, gat('components', k, 'product'));
      });
    });
    if (p.composite) unique(p.composite.groups, (g) => g.ref ?? g.name, (j) => at('composite', 'groups', j), 'group');
  }

  /** A service's scheduling definition: its locations, hours, staff and resources fit together. */
  function checkService(p: ImportProduct, productAt: (...rest: (string | number)[]) => string): void {
    const svc = p.service!;
    const at = (...rest: (string | number)[]) => productAt('service', ...rest);
    const serviceLocations = svc.locations.map((l) => l.location);
    unique(svc.locations, (l) => l.location, (j) => at('locations', j, 'location'), 'location');
    svc.locations.forEach((l, j) => {
      location(l.location, at('locations', j, 'location'));
      zone(l.timezone, at('locations', j, 'timezone'));
      for (const problem of hoursProblems(l.weekly_hours ?? [], l.exceptions ?? [], (...rest) => at('locations', j, ...rest))) add(problem.pointer, problem.message);
    });
    (svc.staff ?? []).forEach((ref, j) => {
      const works = staffLocations.get(ref);
      if (!works) return add(at('staff', j), `unknown staff member ${JSON.stringify(ref)}`);
      if (!serviceLocations.some((l) => works.has(l))) {
        add(at('staff', j), `staff member ${JSON.stringify(ref)} has no schedule at any location of the service (${serviceLocations.join(', ')})`);
      }
    });
    unique(svc.resources ?? [], (r) => r.resource, (j) => at('resources', j, 'resource'), 'resource');
    (svc.resources ?? []).forEach((r, j) => {
      const info = resourceInfo.get(r.resource);
      if (!info) return add(at('resources', j, 'resource'), `unknown resource ${JSON.stringify(r.resource)}`);
      if (!info.location || !serviceLocations.includes(info.location)) {
        add(at('resources', j, 'resource'), `resource ${JSON.stringify(r.resource)} is not at a location of the service`);
      }
      if ((r.quantity ?? 1) > info.capacity) add(at('resources', j, 'quantity'), `exceeds the capacity ${info.capacity} of resource ${JSON.stringify(r.resource)}`);
    });
  }
}

/** Effective selection bounds of an add-on group (the defaults the format documents). */
export function addOnBounds(g: { required?: boolean; selection_type?: string; min_selections?: number; max_selections?: number; options: unknown[] }): {
  min: number;
  max: number;
} {
  const single = (g.selection_type ?? 'single') === 'single';
  return {
    min: g.min_selections ?? (g.required ? 1 : 0),
    max: g.max_selections ?? (single ? 1 : g.options.length),
  };
}
