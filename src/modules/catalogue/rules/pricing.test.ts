import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RuleViolation } from './errors.js';
import {
  addOnTotal,
  bundleSwapDelta,
  calculateComposite,
  chooseVariant,
  compareAtPrice,
  productPrice,
} from './pricing.js';
import type { AddOnGroupDoc, BundleDoc, CompositeDoc, VariantDoc } from '../model.js';

const violation = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof RuleViolation) return e.kind;
    throw e;
  }
  return 'none';
};

test('a location override replaces the default price; other locations keep it', () => {
  const p = { default_price: 1200, location_prices: { loc_b: 1500 } };
  assert.is(productPrice(p, null), 1200);
  assert.is(productPrice(p, 'loc_b'), 1500);
  assert.is(productPrice(p, 'loc_a'), 1200);
  assert.is(compareAtPrice({ compare_at_price: 1400 }, 1200), 1400);
  assert.is(compareAtPrice({ compare_at_price: 1400 }, 1500), null);
});

const groups: AddOnGroupDoc[] = [
  {
    id: 'aog_1',
    name: 'Shot',
    selection_type: 'single',
    min_selections: 1,
    max_selections: 1,
    options: [
      { id: 'a', name: 'A', price: 100 },
      { id: 'b', name: 'B', price: 200 },
    ],
  },
  {
    id: 'aog_2',
    name: 'Syrup',
    selection_type: 'multiple',
    min_selections: 0,
    max_selections: 2,
    options: [
      { id: 'c', name: 'C', price: 50 },
      { id: 'd', name: 'D', price: 60 },
      { id: 'e', name: 'E', price: 70 },
    ],
  },
];

test('add-ons sum their prices and enforce each group’s rules', () => {
  assert.is(addOnTotal(groups, ['a']), 100);
  assert.is(addOnTotal(groups, ['b', 'c', 'd']), 310);
  assert.is(
    violation(() => addOnTotal(groups, [])),
    'invalid',
  ); // required group left empty
  assert.is(
    violation(() => addOnTotal(groups, ['a', 'b'])),
    'invalid',
  ); // single takes one
  assert.is(
    violation(() => addOnTotal(groups, ['a', 'c', 'd', 'e'])),
    'invalid',
  ); // max 2
  assert.is(
    violation(() => addOnTotal(groups, ['a', 'zz'])),
    'invalid',
  ); // not the product's
});

const variants = [
  { _id: 'var_s', product_id: 'p', price_adjustment: -100, is_default: false },
  { _id: 'var_m', product_id: 'p', price_adjustment: 0, is_default: true },
  { _id: 'var_l', product_id: 'p', price_adjustment: 300, is_default: false },
  { _id: 'var_x', product_id: 'other', price_adjustment: 999, is_default: false },
] as VariantDoc[];

test('the variant priced is the named one, else the default', () => {
  assert.is(chooseVariant('p', variants.slice(0, 3), undefined)?._id, 'var_m');
  assert.is(chooseVariant('p', variants.slice(0, 3), 'var_l')?._id, 'var_l');
  assert.is(chooseVariant('p', [], undefined), null);
  assert.is(
    violation(() => chooseVariant('p', variants.slice(0, 3), 'var_x')),
    'invalid',
  );
});

test('bundle swaps move the price by the adjustment difference times the component quantity', () => {
  const bundle = {
    _id: 'bun_1',
    components: [
      {
        component_id: 'cpt_fixed',
        product_id: 'q',
        name: 'Q',
        default_variant_id: null,
        quantity: 2,
        is_swappable: false,
      },
      {
        component_id: 'cpt_swap',
        product_id: 'p',
        name: 'P',
        default_variant_id: 'var_m',
        quantity: 2,
        is_swappable: true,
      },
    ],
  } as unknown as BundleDoc;
  const lookup = { get: (id: string) => variants.find((v) => v._id === id) };
  assert.is(bundleSwapDelta(bundle, [], lookup), 0);
  assert.is(bundleSwapDelta(bundle, [{ component_id: 'cpt_swap', variant_id: 'var_l', quantity: 2 }], lookup), 600);
  assert.is(bundleSwapDelta(bundle, [{ component_id: 'cpt_swap', variant_id: 'var_s', quantity: 2 }], lookup), -200);
  assert.is(
    violation(() => bundleSwapDelta(bundle, [{ component_id: 'cpt_fixed', variant_id: 'var_l', quantity: 1 }], lookup)),
    'invalid',
  );
  assert.is(
    violation(() => bundleSwapDelta(bundle, [{ component_id: 'cpt_swap', variant_id: 'var_x', quantity: 1 }], lookup)),
    'invalid',
  );
  assert.is(
    violation(() =>
      bundleSwapDelta(bundle, [{ component_id: 'cpt_swap', variant_id: 'var_nope', quantity: 1 }], lookup),
    ),
    'not_found',
  );
  assert.is(
    violation(() => bundleSwapDelta(bundle, [{ component_id: 'cpt_nope', quantity: 1 }], lookup)),
    'not_found',
  );
});

test('composite: base + Σ (component + variant + add-on) × quantity, within the group rules', () => {
  const composite = {
    _id: 'comp_1',
    groups: [
      {
        id: 'g1',
        name: 'Base',
        min_selections: 1,
        max_selections: 1,
        components: [{ component_id: 'rice', name: 'Rice', price: 0, product_id: null }],
      },
      {
        id: 'g2',
        name: 'Protein',
        min_selections: 0,
        max_selections: 2,
        components: [{ component_id: 'prot', name: 'Protein', price: 500, product_id: 'p' }],
      },
    ],
  } as unknown as CompositeDoc;
  const lookup = {
    variant: (id: string) => variants.find((v) => v._id === id),
    addOnOption: (id: string) =>
      id === 'aoo_sauce'
        ? { product_id: 'p', price: 75 }
        : id === 'aoo_other'
          ? { product_id: 'q', price: 1 }
          : undefined,
  };
  const calc = calculateComposite(
    composite,
    1500,
    [
      { component_id: 'rice', quantity: 1 },
      { component_id: 'prot', quantity: 1, variant_id: 'var_l', add_on_option_id: 'aoo_sauce' },
      { component_id: 'prot', quantity: 1, variant_id: 'var_s' },
    ],
    lookup,
  );
  assert.equal(calc, { base_price: 1500, components_total: 875 + 400, subtotal: 1500 + 1275 });
  // Every caller enforces the group rules (issue 12: the price preview too): a missing base or too many proteins.
  assert.is(
    calculateComposite(
      composite,
      1500,
      [
        { component_id: 'rice', quantity: 1 },
        { component_id: 'prot', quantity: 2 },
      ],
      lookup,
    ).components_total,
    1000,
  );
  assert.is(
    violation(() => calculateComposite(composite, 1500, [{ component_id: 'prot', quantity: 1 }], lookup)),
    'invalid',
  );
  assert.is(
    violation(() => calculateComposite(composite, 1500, [{ component_id: 'prot', quantity: 3 }], lookup)),
    'invalid',
  );
  assert.is(
    violation(() => calculateComposite(composite, 1500, [{ component_id: ' ', quantity: 1 }], lookup)),
    'invalid',
  );
  assert.is(
    violation(() => calculateComposite(composite, 1500, [{ component_id: 'rice', quantity: 0 }], lookup)),
    'invalid',
  );
  assert.is(
    violation(() => calculateComposite(composite, 1500, [{ component_id: 'nope', quantity: 1 }], lookup)),
    'not_found',
  );
  assert.is(
    violation(() =>
      calculateComposite(composite, 1500, [{ component_id: 'rice', quantity: 1, variant_id: 'var_m' }], lookup),
    ),
    'invalid',
  );
  assert.is(
    violation(() =>
      calculateComposite(composite, 1500, [{ component_id: 'prot', quantity: 1, variant_id: 'var_x' }], lookup),
    ),
    'invalid',
  );
  assert.is(
    violation(() =>
      calculateComposite(composite, 1500, [{ component_id: 'prot', quantity: 1, variant_id: 'var_zz' }], lookup),
    ),
    'not_found',
  );
  assert.is(
    violation(() =>
      calculateComposite(
        composite,
        1500,
        [{ component_id: 'prot', quantity: 1, add_on_option_id: 'aoo_other' }],
        lookup,
      ),
    ),
    'invalid',
  );
  assert.is(
    violation(() =>
      calculateComposite(composite, 1500, [{ component_id: 'prot', quantity: 1, add_on_option_id: 'aoo_zz' }], lookup),
    ),
    'not_found',
  );
});

test.run();
