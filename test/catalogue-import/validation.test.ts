// The import format's validation: schema failures and reference failures name the JSON pointer of the problem.
import { readFileSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  checkReferences,
  describeProblem,
  emptyExisting,
  validateSchema,
  type ImportDocument,
} from '../../src/modules/catalogue-import/index.js';

type Json = Record<string, any>;

/** A small valid document; each test breaks one thing in a fresh copy. */
function base(): Json {
  return {
    version: 1,
    locations: [
      { ref: 'osu', name: 'Osu' },
      { ref: 'legon', name: 'Legon' },
    ],
    categories: [
      { slug: 'drinks', name: 'Drinks' },
      { slug: 'coffee', name: 'Coffee', parent: 'drinks' },
    ],
    billing_plans: [{ ref: 'monthly', name: 'Monthly', interval: 'month', price: '50.00' }],
    products: [
      {
        slug: 'beans',
        name: 'Beans',
        price: '80.00',
        category: 'coffee',
        billing_plans: ['monthly'],
        inventory: { type: 'tracked', stock: { osu: 10 } },
      },
      {
        slug: 'tee',
        name: 'Tee',
        price: '100.00',
        axes: [{ name: 'size', values: ['S', 'M'] }],
        variants: [
          { sku: 'TEE-S', axis_values: { size: 'S' }, stock: { osu: 1 } },
          { sku: 'TEE-M', axis_values: { size: 'M' }, stock: { legon: 2 } },
        ],
        inventory: { type: 'variant_level' },
      },
      {
        slug: 'pack',
        name: 'Pack',
        type: 'bundle',
        price: '150.00',
        bundle: { components: [{ product: 'beans' }, { product: 'tee', variant: 'TEE-M', is_swappable: true }] },
      },
    ],
    collections: [{ slug: 'best', name: 'Best', products: ['beans', 'pack'] }],
    deals: [{ ref: 'welcome', name: 'Welcome', code: 'hello', discount_type: 'percentage', value: '10.00' }],
  };
}

/** Schema first (filling defaults), then references: the first problem, as the endpoint and the CLI report it. */
function firstProblem(doc: Json): string | null {
  const schema = validateSchema(doc);
  if (schema) return describeProblem(schema);
  const refs = checkReferences(doc as ImportDocument, emptyExisting());
  return refs.length ? describeProblem(refs[0]) : null;
}

function expectProblem(mutate: (d: Json) => void, expected: RegExp) {
  const doc = base();
  mutate(doc);
  const problem = firstProblem(doc);
  assert.ok(problem, 'expected a problem');
  assert.match(problem!, expected);
}

test('the base document and the demo catalogue are valid', () => {
  assert.is(firstProblem(base()), null);
  const demo = JSON.parse(
    readFileSync(new URL('../../src/seed/demo-catalogue.json', import.meta.url), 'utf8').replaceAll(
      '{cdn_url}',
      'https://cdn.example.com',
    ),
  );
  assert.is(firstProblem(demo), null);
});

test('schema defaults are filled in place', () => {
  const doc = base();
  validateSchema(doc);
  assert.is(doc.products[0].type, 'product');
  assert.is(doc.products[0].is_active, true);
  assert.equal(doc.products[1].variants[0].price_adjustment, '0.00');
  assert.is(doc.deals[0].min_subtotal, null);
});

test('schema problems name the JSON pointer', () => {
  expectProblem((d) => delete d.version, /^\/version: is required$/);
  expectProblem((d) => delete d.products[1].name, /^\/products\/1\/name: is required$/);
  expectProblem((d) => (d.products[0].colour = 'red'), /^\/products\/0: unknown field "colour"$/);
  expectProblem((d) => (d.products[2].price = '12.5'), /^\/products\/2\/price: must match pattern/);
  expectProblem((d) => (d.products[0].price = '-1.00'), /^\/products\/0\/price: must match pattern/);
  expectProblem(
    (d) => (d.products[0].type = 'gift'),
    /^\/products\/0\/type: must be one of "product", "service", "bundle", "composite"$/,
  );
  expectProblem(
    (d) => (d.products[1].variants[0].stock.osu = -1),
    /^\/products\/1\/variants\/0\/stock\/osu: must be >= 0$/,
  );
  expectProblem((d) => (d.products[0].slug = 'Not A Slug'), /^\/products\/0\/slug: must match pattern/);
});

test('unknown references are reported where they occur', () => {
  expectProblem((d) => (d.products[0].category = 'tea'), /^\/products\/0\/category: unknown category "tea"$/);
  expectProblem((d) => (d.categories[1].parent = 'food'), /^\/categories\/1\/parent: unknown category "food"$/);
  expectProblem(
    (d) => (d.products[0].inventory.stock = { airport: 3 }),
    /^\/products\/0\/inventory\/stock\/airport: unknown location "airport"$/,
  );
  expectProblem(
    (d) => (d.products[0].billing_plans = ['yearly']),
    /^\/products\/0\/billing_plans\/0: unknown billing plan "yearly"$/,
  );
  expectProblem((d) => d.collections[0].products.push('mug'), /^\/collections\/0\/products\/2: unknown product "mug"$/);
  expectProblem(
    (d) => (d.deals[0].collections = ['summer']),
    /^\/deals\/0\/collections\/0: unknown collection "summer"$/,
  );
});

test('natural keys are unique: slugs, SKUs, refs, deal codes', () => {
  expectProblem(
    (d) => d.products.push({ slug: 'beans', name: 'Again', price: '1.00' }),
    /^\/products\/3\/slug: duplicate product slug "beans" \(also at index 0\)$/,
  );
  expectProblem(
    (d) => d.products.push({ slug: 'mug', name: 'Mug', price: '1.00', variants: [{ sku: 'TEE-S', name: 'Blue' }] }),
    /^\/products\/3\/variants\/0\/sku: duplicate SKU "TEE-S" \(also on product "tee"\)$/,
  );
  expectProblem(
    (d) => d.locations.push({ ref: 'osu', name: 'Osu 2' }),
    /^\/locations\/2\/ref: duplicate location ref "osu"/,
  );
  expectProblem(
    (d) => d.deals.push({ ref: 'again', name: 'Again', code: 'HELLO', discount_type: 'fixed_amount', value: '5.00' }),
    /^\/deals\/1\/code: code "HELLO" is also used by deal "welcome"$/,
  );
  // Against the store: a SKU held by another product that the file does not carry.
  const existing = emptyExisting();
  existing.skuOwner.set('TEE-M', 'old-tee');
  existing.products.set('old-tee', { type: 'product', skus: ['TEE-M'], variantCount: 1 });
  const doc = base();
  validateSchema(doc);
  const problems = checkReferences(doc as ImportDocument, existing);
  assert.is(
    describeProblem(problems[0]),
    '/products/1/variants/1/sku: SKU "TEE-M" already belongs to product "old-tee"',
  );
});

test('variants fit the axes of their product; one default at most', () => {
  expectProblem(
    (d) => (d.products[1].variants[1].axis_values.size = 'XL'),
    /^\/products\/1\/variants\/1\/axis_values\/size: "XL" is not a value of axis "size"$/,
  );
  expectProblem(
    (d) => (d.products[1].variants[1].axis_values = { colour: 'Red' }),
    /^\/products\/1\/variants\/1\/axis_values\/colour: the product has no axis "colour"$/,
  );
  expectProblem(
    (d) => (d.products[1].variants[1].axis_values = {}),
    /^\/products\/1\/variants\/1\/axis_values\/size: is required: one value per axis/,
  );
  expectProblem(
    (d) => (d.products[1].variants[1].axis_values = { size: 'S' }),
    /^\/products\/1\/variants\/1: duplicate variant/,
  );
  expectProblem(
    (d) => d.products[1].variants.forEach((v: Json) => (v.is_default = true)),
    /^\/products\/1\/variants: at most one variant may be is_default$/,
  );
  expectProblem(
    (d) => (d.products[1].variants[0].price_adjustment = '-100.01'),
    /^\/products\/1\/variants\/0\/price_adjustment: makes the variant price negative$/,
  );
  expectProblem(
    (d) => (d.products[0].inventory.type = 'variant_level'),
    /^\/products\/0\/inventory\/type: "variant_level" needs variants$/,
  );
});

test('bundle and composite components point at real products', () => {
  expectProblem(
    (d) => (d.products[2].bundle.components[0].product = 'ghost'),
    /^\/products\/2\/bundle\/components\/0\/product: unknown product "ghost"$/,
  );
  expectProblem(
    (d) => (d.products[2].bundle.components[1].variant = 'TEE-XL'),
    /^\/products\/2\/bundle\/components\/1\/variant: "TEE-XL" is not a SKU of product "tee"$/,
  );
  expectProblem(
    (d) => delete d.products[2].bundle.components[1].variant,
    /^\/products\/2\/bundle\/components\/1\/variant: is required: product "tee" has variants$/,
  );
  expectProblem(
    (d) => (d.products[2].bundle.components[0].product = 'pack'),
    /^\/products\/2\/bundle\/components\/0\/product: a bundle cannot contain itself$/,
  );
  expectProblem(
    (d) => delete d.products[2].bundle,
    /^\/products\/2\/bundle: is required for a product of type "bundle"$/,
  );
  expectProblem(
    (d) =>
      d.products.push({
        slug: 'bowl',
        name: 'Bowl',
        type: 'composite',
        price: '30.00',
        composite: {
          groups: [
            { name: 'Base', min_selections: 2, max_selections: 1, components: [{ name: 'Rice', product: 'ghost' }] },
          ],
        },
      }),
    /^\/products\/3\/composite\/groups\/0\/min_selections: must not exceed max_selections$/,
  );
  expectProblem(
    (d) =>
      d.products.push({
        slug: 'bowl',
        name: 'Bowl',
        type: 'composite',
        price: '30.00',
        composite: { groups: [{ name: 'Base', components: [{ name: 'Rice', product: 'ghost' }] }] },
      }),
    /^\/products\/3\/composite\/groups\/0\/components\/0\/product: unknown product "ghost"$/,
  );
});

test('add-on groups, deals, schedules and time ranges are consistent', () => {
  expectProblem(
    (d) =>
      (d.products[0].add_ons = [
        { name: 'Milk', selection_type: 'single', max_selections: 2, options: [{ name: 'Oat' }, { name: 'Soy' }] },
      ]),
    /^\/products\/0\/add_ons\/0\/max_selections: must be 1 in a single-select group$/,
  );
  expectProblem(
    (d) => (d.products[0].add_ons = [{ name: 'Milk', required: true, min_selections: 0, options: [{ name: 'Oat' }] }]),
    /add_ons\/0\/min_selections: must be at least 1 in a required group$/,
  );
  expectProblem((d) => (d.deals[0].value = '100.01'), /^\/deals\/0\/value: a percentage must be from 0.01 to 100.00$/);
  expectProblem(
    (d) => (d.products[0].schedules = [{ day_of_week: 1, start_time: '18:00', end_time: '09:00' }]),
    /^\/products\/0\/schedules\/0\/end_time: must be later than start_time$/,
  );
  expectProblem(
    (d) =>
      Object.assign(d.collections[0], { starts_at: '2026-12-01T00:00:00.000Z', ends_at: '2026-11-01T00:00:00.000Z' }),
    /^\/collections\/0\/ends_at: must be later than starts_at$/,
  );
  expectProblem(
    (d) => d.categories.push({ slug: 'loop', name: 'Loop', parent: 'loop' }),
    /^\/categories\/2\/parent: category "loop" would be its own ancestor$/,
  );
});

test.run();
