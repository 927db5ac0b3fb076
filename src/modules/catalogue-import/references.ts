// The checks a JSON Schema cannot express: references between entities (by slug, SKU or ref) resolve, natural keys
// are unique, variants fit their product's axes, kinds carry the sections they need, amounts stay ≥ 0 and time
// ranges are ordered, opening hours neither run backwards nor overlap, and time zones exist. References resolve
// against the file first, then against what earlier imports stored (`Existing`), so a merchant can import a
// catalogue in several files.
import { toMinor } from '../../kernel/money.js';
import type { ProductType } from '../catalogue/index.js';
import {
  fileLists,
  pointer as ptr,
  variantKey,
  type FileLists,
  type ImportDocument,
  type ImportProblem,
  type ImportProduct,
  type ImportScheduleException,
  type ImportWeeklyHours,
} from './format.js';
import { isTimeZone } from '../scheduling/index.js';
import { checkShipping } from './check-shipping.js';

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
  const intervals = (
    list: { start_time: string; end_time: string }[],
    where: (i: number) => string,
    indexOf = (i: number) => i,
  ) => {
    const ok: { start: string; end: string; i: number }[] = [];
    list.forEach((r, i) => {
      // "HH:MM" strings compare in time order, and "24:00" after every other.
      if (r.end_time <= r.start_time)
        out.push({ pointer: `${where(i)}/end_time`, message: 'must be later than start_time' });
      else ok.push({ start: r.start_time, end: r.end_time, i });
    });
    ok.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.i - b.i));
    for (let k = 1; k < ok.length; k++) {
      const prev = ok[k - 1];
      const cur = ok[k];
      if (cur.start < prev.end) {
        const [first, second] = prev.i < cur.i ? [prev, cur] : [cur, prev];
        out.push({
          pointer: `${where(second.i)}/start_time`,
          message: `overlaps the interval at index ${indexOf(first.i)} (${first.start}–${first.end})`,
        });
      }
    }
  };
  for (let day = 0; day <= 6; day++) {
    const indexes = weekly.flatMap((r, i) => (r.day_of_week === day ? [i] : []));
    intervals(
      indexes.map((i) => weekly[i]),
      (k) => at('weekly_hours', indexes[k]),
      (k) => indexes[k],
    );
  }
  const dates = new Map<string, number>();
  exceptions.forEach((e, i) => {
    const first = dates.get(e.date);
    if (first !== undefined)
      out.push({
        pointer: at('exceptions', i, 'date'),
        message: `duplicate exception date ${e.date} (also at index ${first})`,
      });
    else dates.set(e.date, i);
    intervals(e.intervals ?? [], (k) => at('exceptions', i, 'intervals', k));
  });
  // Report in document order, as the rest of the checks do (numeric segments compare as numbers).
  return out.sort((a, b) => a.pointer.localeCompare(b.pointer, 'en', { numeric: true }));
}

/** Every reference problem of a schema-valid document, in document order (callers usually report the first). */
export function checkReferences(
  doc: ImportDocument,
  existing: Existing = emptyExisting(),
  limit = 50,
): ImportProblem[] {
  const c = new Checks(doc, existing, limit);
  checkUniqueKeys(c);
  c.zone(doc.timezone, ptr('timezone'));
  c.file.locations.forEach((l, i) => c.zone(l.timezone, ptr('locations', i, 'timezone')));
  checkStaffAndResources(c);
  checkCategories(c);
  checkCollections(c);
  c.file.plans.forEach((p, i) =>
    (p.locations ?? []).forEach((ref, j) => c.location(ref, ptr('billing_plans', i, 'locations', j))),
  );
  checkSkus(c);
  c.file.products.forEach((p, i) => checkProduct(c, p, i));
  checkDeals(c);
  checkShipping(c);
  return c.problems;
}

type At = (...rest: (string | number)[]) => string;

/**
 * What every check reads: the document's lists, what is known by natural key after this import (the file's entries
 * over the stored ones), and the problems found so far (at most `limit`).
 */
class Checks {
  readonly problems: ImportProblem[] = [];
  readonly file: FileLists;
  readonly locationRefs: Set<string>;
  readonly planRefs: Set<string>;
  readonly collectionSlugs: Set<string>;
  readonly fileProducts: Map<string, ImportProduct>;
  /** Category slug → parent slug. */
  readonly parentOf: Map<string, string | null>;
  /** Staff ref → the refs of the locations they have a schedule at: what a service may use. */
  readonly staffLocations: Map<string, Set<string>>;
  readonly resourceInfo: Map<string, { location: string | null; capacity: number }>;

  constructor(
    doc: ImportDocument,
    readonly existing: Existing,
    private readonly limit: number,
  ) {
    const file = (this.file = fileLists(doc));
    this.locationRefs = new Set([...existing.locations, ...file.locations.map((l) => l.ref)]);
    this.planRefs = new Set([...existing.billingPlans, ...file.plans.map((p) => p.ref)]);
    this.collectionSlugs = new Set([...existing.collections, ...file.collections.map((c) => c.slug)]);
    this.fileProducts = new Map(file.products.map((p) => [p.slug, p]));
    this.parentOf = new Map(existing.categories);
    for (const c of file.categories) this.parentOf.set(c.slug, c.parent ?? null);
    this.staffLocations = new Map(existing.staff);
    for (const m of file.staff) this.staffLocations.set(m.ref, new Set((m.schedules ?? []).map((sc) => sc.location)));
    this.resourceInfo = new Map(existing.resources);
    for (const r of file.resources) this.resourceInfo.set(r.ref, { location: r.location, capacity: r.capacity ?? 1 });
  }

  add(pointer: string, message: string): void {
    if (this.problems.length < this.limit) this.problems.push({ pointer, message });
  }

  /** Reports the second and later occurrences of a key within one list. */
  unique<T>(items: T[], key: (t: T) => string, where: (i: number) => string, what: string): void {
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      const k = key(item);
      const first = seen.get(k);
      if (first !== undefined) this.add(where(i), `duplicate ${what} ${JSON.stringify(k)} (also at index ${first})`);
      else seen.set(k, i);
    });
  }

  location(ref: string, where: string): void {
    if (!this.locationRefs.has(ref)) this.add(where, `unknown location ${JSON.stringify(ref)}`);
  }

  product(slug: string, where: string): void {
    if (!this.productType(slug)) this.add(where, `unknown product ${JSON.stringify(slug)}`);
  }

  zone(name: string | undefined, where: string): void {
    if (name !== undefined && !isKnownTimeZone(name))
      this.add(where, `unknown time zone ${JSON.stringify(name)} (use an IANA name such as "Africa/Accra")`);
  }

  hours(weekly: ImportWeeklyHours[], exceptions: ImportScheduleException[], at: At): void {
    for (const p of hoursProblems(weekly, exceptions, at)) this.add(p.pointer, p.message);
  }

  productType(slug: string): ProductType | undefined {
    return (
      this.fileProducts.get(slug)?.type ??
      (this.fileProducts.has(slug) ? 'product' : this.existing.products.get(slug)?.type)
    );
  }

  /** SKUs of a product's variants after this import. */
  skusOf(slug: string): string[] | undefined {
    const p = this.fileProducts.get(slug);
    if (p) return (p.variants ?? []).flatMap((v) => (v.sku ? [v.sku] : []));
    return this.existing.products.get(slug)?.skus;
  }

  variantCountOf(slug: string): number {
    const p = this.fileProducts.get(slug);
    return p ? (p.variants ?? []).length : (this.existing.products.get(slug)?.variantCount ?? 0);
  }
}

function checkUniqueKeys(c: Checks): void {
  const { file } = c;
  c.unique(
    file.locations,
    (l) => l.ref,
    (i) => ptr('locations', i, 'ref'),
    'location ref',
  );
  c.unique(
    file.categories,
    (x) => x.slug,
    (i) => ptr('categories', i, 'slug'),
    'category slug',
  );
  c.unique(
    file.collections,
    (x) => x.slug,
    (i) => ptr('collections', i, 'slug'),
    'collection slug',
  );
  c.unique(
    file.plans,
    (p) => p.ref,
    (i) => ptr('billing_plans', i, 'ref'),
    'billing plan ref',
  );
  c.unique(
    file.products,
    (p) => p.slug,
    (i) => ptr('products', i, 'slug'),
    'product slug',
  );
  c.unique(
    file.deals,
    (d) => d.ref,
    (i) => ptr('deals', i, 'ref'),
    'deal ref',
  );
  c.unique(
    file.staff,
    (m) => m.ref,
    (i) => ptr('staff', i, 'ref'),
    'staff ref',
  );
  c.unique(
    file.resources,
    (r) => r.ref,
    (i) => ptr('resources', i, 'ref'),
    'resource ref',
  );
}

/** Staff and resources: their locations exist; hours are well-formed. */
function checkStaffAndResources(c: Checks): void {
  c.file.staff.forEach((m, i) => {
    const at = (...rest: (string | number)[]) => ptr('staff', i, ...rest);
    const schedules = m.schedules ?? [];
    c.unique(
      schedules,
      (sc) => sc.location,
      (j) => at('schedules', j, 'location'),
      'schedule location',
    );
    schedules.forEach((sc, j) => {
      c.location(sc.location, at('schedules', j, 'location'));
      c.hours(sc.weekly_hours ?? [], sc.exceptions ?? [], (...rest) => at('schedules', j, ...rest));
    });
  });
  c.file.resources.forEach((r, i) => c.location(r.location, ptr('resources', i, 'location')));
}

/** Categories: parents exist and the parent chain has no cycle (file entries override stored parents). */
function checkCategories(c: Checks): void {
  c.file.categories.forEach((cat, i) => {
    if (!cat.parent) return;
    if (!c.parentOf.has(cat.parent))
      return c.add(ptr('categories', i, 'parent'), `unknown category ${JSON.stringify(cat.parent)}`);
    const seen = new Set([cat.slug]);
    for (let p: string | null | undefined = cat.parent; p; p = c.parentOf.get(p)) {
      if (seen.has(p))
        return c.add(ptr('categories', i, 'parent'), `category ${JSON.stringify(cat.slug)} would be its own ancestor`);
      seen.add(p);
    }
  });
}

function checkCollections(c: Checks): void {
  c.file.collections.forEach((col, i) => {
    (col.products ?? []).forEach((slug, j) => c.product(slug, ptr('collections', i, 'products', j)));
    (col.locations ?? []).forEach((ref, j) => c.location(ref, ptr('collections', i, 'locations', j)));
    if (col.starts_at && col.ends_at && Date.parse(col.ends_at) <= Date.parse(col.starts_at)) {
      c.add(ptr('collections', i, 'ends_at'), 'must be later than starts_at');
    }
  });
}

/** SKUs are unique in the whole catalogue: within the file, and against variants of products the file does not own. */
function checkSkus(c: Checks): void {
  const skuSeen = new Map<string, string>();
  c.file.products.forEach((p, i) => {
    (p.variants ?? []).forEach((v, j) => {
      if (!v.sku) return;
      const where = ptr('products', i, 'variants', j, 'sku');
      const other = skuSeen.get(v.sku);
      if (other)
        return c.add(where, `duplicate SKU ${JSON.stringify(v.sku)} (also on product ${JSON.stringify(other)})`);
      skuSeen.set(v.sku, p.slug);
      const owner = c.existing.skuOwner.get(v.sku);
      if (owner === '') c.add(where, `SKU ${JSON.stringify(v.sku)} is already used by a variant outside the catalogue`);
      else if (owner && owner !== p.slug && !c.fileProducts.has(owner)) {
        c.add(where, `SKU ${JSON.stringify(v.sku)} already belongs to product ${JSON.stringify(owner)}`);
      }
    });
  });
}

function checkDeals(c: Checks): void {
  const { deals } = c.file;
  const codes = new Map<string, string>();
  deals.forEach((d, i) => {
    const at = (...rest: (string | number)[]) => ptr('deals', i, ...rest);
    if (d.code) {
      const code = d.code.toUpperCase();
      const inFile = codes.get(code);
      const stored = c.existing.dealCodes.get(code);
      if (inFile) c.add(at('code'), `code ${JSON.stringify(code)} is also used by deal ${JSON.stringify(inFile)}`);
      else if (stored && stored !== d.ref && !deals.some((o) => o.ref === stored && o.code?.toUpperCase() !== code)) {
        c.add(at('code'), `code ${JSON.stringify(code)} is already used by deal ${JSON.stringify(stored)}`);
      }
      codes.set(code, d.ref);
    }
    const value = toMinor(d.value);
    if (d.discount_type === 'percentage' && (value < 1 || value > 10_000))
      c.add(at('value'), 'a percentage must be from 0.01 to 100.00');
    if (d.discount_type === 'fixed_amount' && value < 1) c.add(at('value'), 'a fixed amount must be more than 0.00');
    if (d.starts_at && d.ends_at && Date.parse(d.ends_at) <= Date.parse(d.starts_at))
      c.add(at('ends_at'), 'must be later than starts_at');
    (d.products ?? []).forEach((s, j) => c.product(s, at('products', j)));
    (d.categories ?? []).forEach((s, j) => {
      if (!c.parentOf.has(s)) c.add(at('categories', j), `unknown category ${JSON.stringify(s)}`);
    });
    (d.collections ?? []).forEach((s, j) => {
      if (!c.collectionSlugs.has(s)) c.add(at('collections', j), `unknown collection ${JSON.stringify(s)}`);
    });
    (d.locations ?? []).forEach((ref, j) => c.location(ref, at('locations', j)));
  });
}

function checkProduct(c: Checks, p: ImportProduct, i: number): void {
  const at = (...rest: (string | number)[]) => ptr('products', i, ...rest);
  checkProductReferences(c, p, at);
  checkKindSections(c, p, at);
  checkVariants(c, p, at);
  checkInventory(c, p, at);
  checkAddOns(c, p, at);
  checkBundle(c, p, at);
  checkComposite(c, p, at);
}

/** What the product names (category, locations, plans, service) exists; its schedules and images are well-formed. */
function checkProductReferences(c: Checks, p: ImportProduct, at: At): void {
  if (p.category && !c.parentOf.has(p.category))
    c.add(at('category'), `unknown category ${JSON.stringify(p.category)}`);
  (p.locations ?? []).forEach((ref, j) => c.location(ref, at('locations', j)));
  for (const ref of Object.keys(p.location_prices ?? {})) c.location(ref, at('location_prices', ref));
  (p.billing_plans ?? []).forEach((ref, j) => {
    if (!c.planRefs.has(ref)) c.add(at('billing_plans', j), `unknown billing plan ${JSON.stringify(ref)}`);
  });
  (p.schedules ?? []).forEach((r, j) => {
    if (r.location) c.location(r.location, at('schedules', j, 'location'));
    if (r.end_time <= r.start_time) c.add(at('schedules', j, 'end_time'), 'must be later than start_time');
    c.zone(r.timezone, at('schedules', j, 'timezone'));
  });
  if (p.service) checkService(c, p, at);
  if ((p.images ?? []).filter((im) => im.is_primary).length > 1)
    c.add(at('images'), 'at most one image may be is_primary');
}

/** Kind ↔ section: a service, bundle or composite carries its section, and no other kind does. */
function checkKindSections(c: Checks, p: ImportProduct, at: At): void {
  const type = p.type ?? 'product';
  if (type !== 'service' && p.service) c.add(at('service'), `is only allowed on type "service", not "${type}"`);
  if (type === 'bundle' && !p.bundle) c.add(at('bundle'), 'is required for a product of type "bundle"');
  if (type !== 'bundle' && p.bundle) c.add(at('bundle'), `is only allowed on type "bundle", not "${type}"`);
  if (type === 'composite' && !p.composite) c.add(at('composite'), 'is required for a product of type "composite"');
  if (type !== 'composite' && p.composite) c.add(at('composite'), `is only allowed on type "composite", not "${type}"`);
}

/** Axes and variants: each variant takes one declared value per axis, its price stays ≥ 0, its key is unique. */
function checkVariants(c: Checks, p: ImportProduct, at: At): void {
  const type = p.type ?? 'product';
  const price = toMinor(p.price);
  const axes = p.axes ?? [];
  const variants = p.variants ?? [];
  const invType = p.inventory?.type ?? 'none';
  c.unique(
    axes,
    (a) => a.name,
    (j) => at('axes', j, 'name'),
    'axis',
  );
  const axisValues = new Map(axes.map((a) => [a.name, new Set(a.values)]));
  if (axes.length && !variants.length) c.add(at('variants'), 'a product with axes needs at least one variant');
  variants.forEach((v, j) => {
    const vat = (...rest: (string | number)[]) => at('variants', j, ...rest);
    const given = v.axis_values ?? {};
    for (const [name, value] of Object.entries(given)) {
      const declared = axisValues.get(name);
      if (!declared) c.add(vat('axis_values', name), `the product has no axis ${JSON.stringify(name)}`);
      else if (!declared.has(value))
        c.add(vat('axis_values', name), `${JSON.stringify(value)} is not a value of axis ${JSON.stringify(name)}`);
    }
    for (const a of axes)
      if (!(a.name in given)) c.add(vat('axis_values', a.name), 'is required: one value per axis of the product');
    if (!axes.length && !v.name) c.add(vat('name'), 'is required when the product has no axes');
    if (price + toMinor(v.price_adjustment ?? '0.00') < 0)
      c.add(vat('price_adjustment'), 'makes the variant price negative');
    if (type !== 'service' && (v.duration_minutes != null || v.buffer_minutes != null || v.capacity != null)) {
      c.add(vat('duration_minutes'), 'duration_minutes, buffer_minutes and capacity apply to service variants only');
    }
    if (v.stock && invType !== 'variant_level')
      c.add(vat('stock'), 'variant stock needs inventory.type "variant_level"');
    for (const ref of Object.keys(v.stock ?? {})) c.location(ref, vat('stock', ref));
  });
  if (axes.length)
    c.unique(
      variants,
      (v) => variantKey({ axis_values: v.axis_values }),
      (j) => at('variants', j),
      'variant',
    );
  else
    c.unique(
      variants,
      (v) => variantKey({ name: v.name }),
      (j) => at('variants', j),
      'variant',
    );
  if (variants.filter((v) => v.is_default).length > 1) c.add(at('variants'), 'at most one variant may be is_default');
}

function checkInventory(c: Checks, p: ImportProduct, at: At): void {
  const type = p.type ?? 'product';
  const inventory = p.inventory ?? {};
  const invType = inventory.type ?? 'none';
  if (invType === 'variant_level' && !(p.variants ?? []).length)
    c.add(at('inventory', 'type'), '"variant_level" needs variants');
  if (invType !== 'tracked' && inventory.stock)
    c.add(
      at('inventory', 'stock'),
      'product stock needs inventory.type "tracked" (variant_level stock goes on each variant)',
    );
  for (const ref of Object.keys(inventory.stock ?? {})) c.location(ref, at('inventory', 'stock', ref));
  if ((type === 'bundle' || type === 'composite') && invType !== 'none') {
    c.add(at('inventory', 'type'), `a ${type} has no stock of its own (its components do): use "none"`);
  }
}

function checkAddOns(c: Checks, p: ImportProduct, at: At): void {
  c.unique(
    p.add_ons ?? [],
    (g) => g.ref ?? g.name,
    (j) => at('add_ons', j),
    'add-on group',
  );
  (p.add_ons ?? []).forEach((g, j) => {
    const gat = (...rest: (string | number)[]) => at('add_ons', j, ...rest);
    c.unique(
      g.options,
      (o) => o.ref ?? o.name,
      (k) => gat('options', k),
      'option',
    );
    const { min, max } = addOnBounds(g);
    if (g.required && min < 1) c.add(gat('min_selections'), 'must be at least 1 in a required group');
    if (!g.required && min > 0) c.add(gat('min_selections'), 'must be 0 unless the group is required');
    if ((g.selection_type ?? 'single') === 'single' && max !== 1)
      c.add(gat('max_selections'), 'must be 1 in a single-select group');
    if (max > g.options.length) c.add(gat('max_selections'), `exceeds the ${g.options.length} options`);
    if (min > max) c.add(gat('min_selections'), 'must not exceed max_selections');
  });
}

/** Bundle components: real, stockable products; the default variant belongs to the component product. */
function checkBundle(c: Checks, p: ImportProduct, at: At): void {
  p.bundle?.components.forEach((comp, j) => {
    const cat = (...rest: (string | number)[]) => at('bundle', 'components', j, ...rest);
    const ctype = c.productType(comp.product);
    if (!ctype) return c.add(cat('product'), `unknown product ${JSON.stringify(comp.product)}`);
    if (comp.product === p.slug) return c.add(cat('product'), 'a bundle cannot contain itself');
    if (ctype === 'bundle' || ctype === 'composite')
      return c.add(cat('product'), `a bundle component must be a product or service, not a ${ctype}`);
    if (comp.variant) {
      if (!(c.skusOf(comp.product) ?? []).includes(comp.variant)) {
        c.add(
          cat('variant'),
          `${JSON.stringify(comp.variant)} is not a SKU of product ${JSON.stringify(comp.product)}`,
        );
      }
    } else if (c.variantCountOf(comp.product) > 0) {
      c.add(cat('variant'), `is required: product ${JSON.stringify(comp.product)} has variants`);
    }
    if (comp.is_swappable && c.variantCountOf(comp.product) < 2)
      c.add(cat('is_swappable'), `product ${JSON.stringify(comp.product)} has no other variant to swap to`);
  });
  if (p.bundle)
    c.unique(
      p.bundle.components,
      (comp) => comp.ref ?? comp.product,
      (j) => at('bundle', 'components', j),
      'component',
    );
}

function checkComposite(c: Checks, p: ImportProduct, at: At): void {
  p.composite?.groups.forEach((g, j) => {
    const gat = (...rest: (string | number)[]) => at('composite', 'groups', j, ...rest);
    const min = g.min_selections ?? 0;
    const max = g.max_selections ?? 1;
    if (min > max) c.add(gat('min_selections'), 'must not exceed max_selections');
    if (min > g.components.length) c.add(gat('min_selections'), `exceeds the ${g.components.length} components`);
    c.unique(
      g.components,
      (comp) => comp.ref ?? comp.name,
      (k) => gat('components', k),
      'component',
    );
    g.components.forEach((comp, k) => {
      if (comp.product) c.product(comp.product, gat('components', k, 'product'));
    });
  });
  if (p.composite)
    c.unique(
      p.composite.groups,
      (g) => g.ref ?? g.name,
      (j) => at('composite', 'groups', j),
      'group',
    );
}

/** A service's scheduling definition: its locations, hours, staff and resources fit together. */
function checkService(c: Checks, p: ImportProduct, productAt: At): void {
  const svc = p.service!;
  const at = (...rest: (string | number)[]) => productAt('service', ...rest);
  const serviceLocations = svc.locations.map((l) => l.location);
  c.unique(
    svc.locations,
    (l) => l.location,
    (j) => at('locations', j, 'location'),
    'location',
  );
  svc.locations.forEach((l, j) => {
    c.location(l.location, at('locations', j, 'location'));
    c.zone(l.timezone, at('locations', j, 'timezone'));
    c.hours(l.weekly_hours ?? [], l.exceptions ?? [], (...rest) => at('locations', j, ...rest));
  });
  (svc.staff ?? []).forEach((ref, j) => {
    const works = c.staffLocations.get(ref);
    if (!works) return c.add(at('staff', j), `unknown staff member ${JSON.stringify(ref)}`);
    if (!serviceLocations.some((l) => works.has(l))) {
      c.add(
        at('staff', j),
        `staff member ${JSON.stringify(ref)} has no schedule at any location of the service (${serviceLocations.join(', ')})`,
      );
    }
  });
  c.unique(
    svc.resources ?? [],
    (r) => r.resource,
    (j) => at('resources', j, 'resource'),
    'resource',
  );
  (svc.resources ?? []).forEach((r, j) => {
    const info = c.resourceInfo.get(r.resource);
    if (!info) return c.add(at('resources', j, 'resource'), `unknown resource ${JSON.stringify(r.resource)}`);
    if (!info.location || !serviceLocations.includes(info.location)) {
      c.add(
        at('resources', j, 'resource'),
        `resource ${JSON.stringify(r.resource)} is not at a location of the service`,
      );
    }
    if ((r.quantity ?? 1) > info.capacity)
      c.add(
        at('resources', j, 'quantity'),
        `exceeds the capacity ${info.capacity} of resource ${JSON.stringify(r.resource)}`,
      );
  });
}

/** Effective selection bounds of an add-on group (the defaults the format documents). */
export function addOnBounds(g: {
  required?: boolean;
  selection_type?: string;
  min_selections?: number;
  max_selections?: number;
  options: unknown[];
}): {
  min: number;
  max: number;
} {
  const single = (g.selection_type ?? 'single') === 'single';
  return {
    min: g.min_selections ?? (g.required ? 1 : 0),
    max: g.max_selections ?? (single ? 1 : g.options.length),
  };
}
