// Builds catalogue data for the tests by inserting model documents through scoped(), the same tenancy layer the
// handlers read through. One call gives a small business with every product kind and the edge cases the
// catalogue operations document (inactive and archived products, location prices and restrictions, stock at two
// locations, schedules, time-bound collections, deals, billing plans). Tests build extra edge-case data with
// the exported helpers.
import type { Db, MongoClient } from 'mongodb';
import { createBusiness as createBusinessFlow } from '../../src/flows/create-business.js';
import { newId, randomBase62 } from '../../src/kernel/ids.js';
import type {
  BillingPlanDoc,
  BundleDoc,
  CategoryDoc,
  CollectionDoc,
  CompositeDoc,
  DealDoc,
  InventoryLevelDoc,
  LocationDoc,
  ProductDoc,
  VariantDoc,
} from '../../src/modules/catalogue/model.js';
import { scoped, type TenantContext } from '../../src/store/index.js';

export interface TestBusiness {
  tenant: TenantContext;
  publishableKey: string;
  secretKey: string;
}

/** Another business, made the way `npm run business -- create` makes one (GHS, Africa/Accra, VAT 12.5 %). */
export async function createBusiness(
  store: { client: MongoClient; db: Db },
  name: string,
  now: Date,
  livemode = false,
): Promise<TestBusiness> {
  const { business, credentials } = await createBusinessFlow(
    { client: store.client, db: store.db, now: () => now },
    { name, tax: { rate_bps: 1250, inclusive: false, label: 'VAT' } },
  );
  return {
    tenant: { business_id: business._id, livemode },
    publishableKey: livemode ? credentials.live_publishable_key : credentials.publishable_key,
    secretKey: livemode ? credentials.live_secret_key : credentials.secret_key,
  };
}

const stamp = (now: Date) => ({ created_at: now, updated_at: now });
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A product document with every field, from the few a test cares about. */
export function productDoc(tenant: TenantContext, now: Date, over: Partial<ProductDoc> & { name: string }): ProductDoc {
  const name = over.name;
  const description = over.description ?? `${name} from the test kitchen`;
  const tags = over.tags ?? [];
  return {
    _id: newId('product'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    ...stamp(now),
    slug: `${slugify(name)}-${randomBase62(5).toLowerCase()}`,
    description,
    category_id: null,
    taxonomy_ids: [],
    tags,
    images: [],
    default_price: 1000,
    compare_at_price: null,
    currency: 'GHS',
    product_type: 'product',
    inventory_type: 'none',
    is_active: true,
    archived: false,
    is_featured: false,
    attributes: {},
    properties: {},
    variant_axes: [],
    add_ons: [],
    location_ids: [],
    location_prices: {},
    schedules: [],
    billing_plan_ids: [],
    low_stock_threshold: null,
    bundle_id: null,
    composite_id: null,
    service_id: null,
    search_text: [name, description, ...tags].join(' ').toLowerCase(),
    ...over,
  };
}

export function variantDoc(
  tenant: TenantContext,
  now: Date,
  productId: string,
  over: Partial<VariantDoc> & { name: string },
): VariantDoc {
  return {
    _id: newId('variant'),
    business_id: tenant.business_id,
    livemode: tenant.livemode,
    ...stamp(now),
    product_id: productId,
    sku: null,
    price_adjustment: 0,
    is_default: false,
    is_active: true,
    axis_values: {},
    duration_minutes: null,
    buffer_minutes: null,
    capacity: null,
    position: 0,
    ...over,
  };
}

export const componentId = () => newId('component');
export const groupId = () => `cgrp_${randomBase62(16)}`;

export interface Fixture {
  tenant: TenantContext;
  locA: LocationDoc;
  locB: LocationDoc;
  cat: { drinks: CategoryDoc; coffee: CategoryDoc; pastries: CategoryDoc; empty: CategoryDoc };
  latte: ProductDoc;
  latteVariants: Record<'smallWhole' | 'mediumWhole' | 'mediumOat' | 'largeOat', VariantDoc>;
  croissant: ProductDoc;
  muffin: ProductDoc;
  beans: ProductDoc;
  inactive: ProductDoc;
  archived: ProductDoc;
  breakfastBox: ProductDoc;
  bundle: BundleDoc;
  bowl: ProductDoc;
  composite: CompositeDoc;
  protein: ProductDoc;
  proteinVariants: { chicken: VariantDoc; tofu: VariantDoc };
  collections: { live: CollectionDoc; ended: CollectionDoc; future: CollectionDoc };
  deals: { save10: DealDoc; pastryAuto: DealDoc; expired: DealDoc; locBOnly: DealDoc };
  plans: { monthly: BillingPlanDoc; bulk: BillingPlanDoc; newOnly: BillingPlanDoc };
  /** Every active, listed product, for counting. */
  activeProducts: ProductDoc[];
}

/** Inserts the standard test catalogue for a tenant. */
export async function seedCatalogue(db: Db, tenant: TenantContext, now: Date): Promise<Fixture> {
  const s = scoped(db, tenant);
  const t = { business_id: tenant.business_id, livemode: tenant.livemode };
  const loc = (name: string, timezone: string): LocationDoc => ({
    _id: newId('location'),
    ...t,
    ...stamp(now),
    name,
    timezone,
    address: null,
  });
  const locA = loc('Osu', 'Africa/Accra');
  const locB = loc('London', 'Europe/London');

  const category = (
    name: string,
    sort_order: number,
    parent_id: string | null,
    attrs: CategoryDoc['attribute_definitions'] = [],
  ): CategoryDoc => ({
    _id: newId('category'),
    ...t,
    ...stamp(now),
    name,
    slug: slugify(name),
    parent_id,
    image_url: null,
    sort_order,
    attribute_definitions: attrs,
  });
  const drinks = category('Drinks', 1, null, [
    { key: 'origin', label: 'Origin', type: 'text', options: [], required: false },
    { key: 'size', label: 'Cup size', type: 'select', options: ['s', 'm'], required: false },
  ]);
  const coffee = category('Coffee', 2, drinks._id, [
    { key: 'size', label: 'Size', type: 'select', options: ['s', 'm', 'l'], required: true },
    { key: 'roast', label: 'Roast', type: 'select', options: ['light', 'dark'], required: false },
  ]);
  const pastries = category('Pastries', 3, null);
  const empty = category('Empty shelf', 4, null);

  const latte = productDoc(tenant, now, {
    name: 'Latte',
    description: 'Espresso with steamed milk',
    category_id: coffee._id,
    tags: ['coffee', 'hot'],
    default_price: 1200,
    compare_at_price: 1400,
    is_featured: true,
    inventory_type: 'variant_level',
    images: [
      { url: 'https://cdn.example.com/latte-side.jpg', is_primary: false },
      { url: 'https://cdn.example.com/latte.jpg', is_primary: true },
    ],
    attributes: { size: 'm', roast: 'dark' },
    properties: { size: ['s', 'm', 'l'], roast: ['dark'] },
    variant_axes: [
      { name: 'size', label: 'Size', values: ['Small', 'Medium', 'Large'] },
      { name: 'milk', label: 'Milk', values: ['Whole', 'Oat'] },
    ],
    add_ons: [
      {
        id: newId('addOnGroup'),
        name: 'Extra shot',
        selection_type: 'single',
        min_selections: 0,
        max_selections: 1,
        options: [
          { id: newId('addOnOption'), name: 'Double', price: 300 },
          { id: newId('addOnOption'), name: 'Triple', price: 500 },
        ],
      },
      {
        id: newId('addOnGroup'),
        name: 'Syrups',
        selection_type: 'multiple',
        min_selections: 0,
        max_selections: 2,
        options: [
          { id: newId('addOnOption'), name: 'Vanilla', price: 100 },
          { id: newId('addOnOption'), name: 'Caramel', price: 150 },
          { id: newId('addOnOption'), name: 'Hazelnut', price: 150 },
        ],
      },
    ],
    location_prices: { [locB._id]: 1500 },
    schedules: [],
  });
  const v = (name: string, over: Partial<VariantDoc>) => variantDoc(tenant, now, latte._id, { name, ...over });
  const latteVariants = {
    smallWhole: v('Small / Whole', {
      price_adjustment: -200,
      axis_values: { size: 'Small', milk: 'Whole' },
      position: 1,
      sku: 'LAT-S-W',
    }),
    mediumWhole: v('Medium / Whole', {
      price_adjustment: 0,
      is_default: true,
      axis_values: { size: 'Medium', milk: 'Whole' },
      position: 2,
    }),
    mediumOat: v('Medium / Oat', { price_adjustment: 50, axis_values: { size: 'Medium', milk: 'Oat' }, position: 3 }),
    largeOat: v('Large / Oat', {
      price_adjustment: 250,
      is_active: false,
      axis_values: { size: 'Large', milk: 'Oat' },
      position: 4,
    }),
  };

  const croissant = productDoc(tenant, now, {
    name: 'Butter Croissant',
    category_id: pastries._id,
    tags: ['pastry', 'breakfast'],
    default_price: 800,
    inventory_type: 'tracked',
    // Weekday mornings in each location's own zone, plus a Saturday window at Osu only.
    schedules: [
      ...[1, 2, 3, 4, 5].map((d) => ({
        day_of_week: d,
        start_time: '06:00',
        end_time: '11:00',
        location_id: null,
        timezone: 'Africa/Accra',
      })),
      { day_of_week: 6, start_time: '08:00', end_time: '12:00', location_id: locA._id, timezone: 'Africa/Accra' },
      { day_of_week: 0, start_time: '10:00', end_time: '12:00', location_id: locB._id, timezone: 'Europe/London' },
    ],
  });
  const muffin = productDoc(tenant, now, {
    name: 'Blueberry Muffin',
    category_id: pastries._id,
    tags: ['pastry'],
    default_price: 650,
    location_ids: [locA._id],
  });
  const beans = productDoc(tenant, now, {
    name: 'Coffee Beans 1kg',
    category_id: coffee._id,
    tags: ['coffee', 'retail'],
    default_price: 9000,
    properties: { roast: ['light'] },
    attributes: { roast: 'light' },
  });
  const inactive = productDoc(tenant, now, {
    name: 'Seasonal Cider',
    category_id: drinks._id,
    is_active: false,
    default_price: 900,
  });
  const archived = productDoc(tenant, now, {
    name: 'Old Tea',
    category_id: drinks._id,
    archived: true,
    is_active: true,
    default_price: 500,
  });

  const bundle: BundleDoc = {
    _id: newId('bundle'),
    ...t,
    ...stamp(now),
    product_id: '',
    name: 'Breakfast Box',
    slug: 'breakfast-box',
    description: 'Two croissants and a latte',
    price: 2500,
    currency: 'GHS',
    image_url: null,
    components: [
      {
        component_id: componentId(),
        product_id: croissant._id,
        name: 'Croissant',
        default_variant_id: null,
        quantity: 2,
        is_swappable: false,
      },
      {
        component_id: componentId(),
        product_id: latte._id,
        name: 'Latte',
        default_variant_id: latteVariants.mediumWhole._id,
        quantity: 1,
        is_swappable: true,
      },
    ],
  };
  const breakfastBox = productDoc(tenant, now, {
    name: 'Breakfast Box',
    product_type: 'bundle',
    default_price: 2500,
    bundle_id: bundle._id,
    location_prices: { [locB._id]: 2800 },
  });
  bundle.product_id = breakfastBox._id;

  const protein = productDoc(tenant, now, {
    name: 'Protein',
    default_price: 0,
    add_ons: [
      {
        id: newId('addOnGroup'),
        name: 'Sauce',
        selection_type: 'single',
        min_selections: 0,
        max_selections: 1,
        options: [{ id: newId('addOnOption'), name: 'Peri-peri', price: 75 }],
      },
    ],
  });
  const proteinVariants = {
    chicken: variantDoc(tenant, now, protein._id, {
      name: 'Chicken',
      price_adjustment: 200,
      is_default: true,
      position: 1,
    }),
    tofu: variantDoc(tenant, now, protein._id, { name: 'Tofu', price_adjustment: 100, position: 2 }),
  };
  const composite: CompositeDoc = {
    _id: newId('composite'),
    ...t,
    ...stamp(now),
    product_id: '',
    name: 'Build a Bowl',
    base_price: 1500,
    currency: 'GHS',
    groups: [
      {
        id: groupId(),
        name: 'Base',
        min_selections: 1,
        max_selections: 1,
        components: [
          { component_id: componentId(), name: 'Rice', price: 0, product_id: null },
          { component_id: componentId(), name: 'Noodles', price: 100, product_id: null },
        ],
      },
      {
        id: groupId(),
        name: 'Protein',
        min_selections: 0,
        max_selections: 2,
        components: [{ component_id: componentId(), name: 'Protein', price: 500, product_id: protein._id }],
      },
    ],
  };
  const bowl = productDoc(tenant, now, {
    name: 'Build a Bowl',
    product_type: 'composite',
    default_price: 1500,
    composite_id: composite._id,
    location_prices: { [locB._id]: 1700 },
  });
  composite.product_id = bowl._id;

  const collection = (
    name: string,
    starts_at: Date | null,
    ends_at: Date | null,
    product_ids: string[],
  ): CollectionDoc => ({
    _id: newId('collection'),
    ...t,
    ...stamp(now),
    name,
    slug: slugify(name),
    description: `${name} picks`,
    image_url: null,
    metadata: { banner: '#ffcc00' },
    product_ids,
    starts_at,
    ends_at,
    location_ids: [],
    attribute_definitions: [
      { key: 'roast', label: 'Roast', type: 'select', options: ['light', 'dark'], required: false },
    ],
  });
  const day = 24 * 3600 * 1000;
  const live = collection('Morning Favourites', new Date(now.getTime() - day), new Date(now.getTime() + 7 * day), [
    muffin._id,
    latte._id,
    inactive._id,
    croissant._id,
  ]);
  const ended = collection('Last Summer', new Date(now.getTime() - 30 * day), new Date(now.getTime() - day), [
    latte._id,
  ]);
  const future = collection('Next Season', new Date(now.getTime() + day), null, [latte._id]);

  const deal = (name: string, over: Partial<DealDoc>): DealDoc => ({
    _id: newId('deal'),
    ...t,
    ...stamp(now),
    name,
    description: '',
    discount_type: 'percentage',
    value: 1000,
    currency: 'GHS',
    code: null,
    min_subtotal: null,
    starts_at: new Date(now.getTime() - day),
    ends_at: null,
    is_active: true,
    product_ids: [],
    category_ids: [],
    collection_ids: [],
    location_ids: [],
    usage_limit: null,
    usage_count: 0,
    ...over,
  });
  const deals = {
    save10: deal('Ten off', { code: 'SAVE10', min_subtotal: 2000 }),
    pastryAuto: deal('Pastry week', {
      category_ids: [pastries._id],
      collection_ids: [live._id],
      discount_type: 'fixed_amount',
      value: 150,
      ends_at: new Date(now.getTime() + 2 * day),
    }),
    expired: deal('Old five', {
      code: 'OLD5',
      discount_type: 'fixed_amount',
      value: 500,
      ends_at: new Date(now.getTime() - 3600_000),
      category_ids: [pastries._id],
    }),
    locBOnly: deal('London treat', { code: 'LONDON', location_ids: [locB._id], category_ids: [pastries._id] }),
  };

  const plan = (name: string, over: Partial<BillingPlanDoc>): BillingPlanDoc => ({
    _id: newId('billingPlan'),
    ...t,
    ...stamp(now),
    name,
    interval: 'month',
    interval_count: 1,
    price: 8000,
    currency: 'GHS',
    trial_days: 7,
    product_ids: [beans._id],
    min_quantity: null,
    min_order_value: null,
    new_customers_only: false,
    is_active: true,
    ...over,
  });
  const plans = {
    monthly: plan('Monthly beans', {}),
    bulk: plan('Bulk beans', { price: 7000, min_quantity: 3, trial_days: 0 }),
    newOnly: plan('Welcome beans', { price: 6000, new_customers_only: true, min_order_value: 5000 }),
  };
  beans.billing_plan_ids = Object.values(plans).map((p) => p._id);

  const level = (
    product_id: string,
    variant_id: string | null,
    location_id: string,
    on_hand: number,
    reserved = 0,
  ): InventoryLevelDoc => ({
    _id: `inv_${randomBase62(16)}`,
    ...t,
    product_id,
    variant_id,
    location_id,
    quantity_on_hand: on_hand,
    quantity_reserved: reserved,
    updated_at: now,
  });

  const products = [latte, croissant, muffin, beans, inactive, archived, breakfastBox, protein, bowl];
  await Promise.all([
    s.collection<LocationDoc>('locations').insertMany([locA, locB]),
    s.collection<CategoryDoc>('categories').insertMany([drinks, coffee, pastries, empty]),
    s.collection<ProductDoc>('products').insertMany(products),
    s
      .collection<VariantDoc>('variants')
      .insertMany([...Object.values(latteVariants), ...Object.values(proteinVariants)]),
    s.collection<BundleDoc>('bundles').insertOne(bundle),
    s.collection<CompositeDoc>('composites').insertOne(composite),
    s.collection<CollectionDoc>('collections').insertMany([live, ended, future]),
    s.collection<DealDoc>('deals').insertMany(Object.values(deals)),
    s.collection<BillingPlanDoc>('billing_plans').insertMany(Object.values(plans)),
    s
      .collection<InventoryLevelDoc>('inventory_levels')
      .insertMany([
        level(croissant._id, null, locA._id, 20, 5),
        level(croissant._id, null, locB._id, 3, 3),
        level(latte._id, latteVariants.mediumWhole._id, locA._id, 4),
        level(latte._id, latteVariants.largeOat._id, locB._id, 9),
      ]),
  ]);
  return {
    tenant,
    locA,
    locB,
    cat: { drinks, coffee, pastries, empty },
    latte,
    latteVariants,
    croissant,
    muffin,
    beans,
    inactive,
    archived,
    breakfastBox,
    bundle,
    bowl,
    composite,
    protein,
    proteinVariants,
    collections: { live, ended, future },
    deals,
    plans,
    activeProducts: products.filter((p) => p.is_active && !p.archived),
  };
}
