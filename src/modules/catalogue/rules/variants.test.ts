import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { RuleViolation } from './errors.js';
import { findVariantByAxes, orderVariants } from './variants.js';

const axes = [
  { name: 'size', label: 'Size', values: ['Small', 'Large'] },
  { name: 'milk', label: 'Milk', values: ['Whole', 'Oat'] },
];
const variants = [
  { _id: 'v1', axis_values: { size: 'Small', milk: 'Whole' } },
  { _id: 'v2', axis_values: { size: 'Large', milk: 'Oat' } },
];
const kind = (fn: () => unknown) => {
  try {
    fn();
    return 'none';
  } catch (e) {
    return e instanceof RuleViolation ? e.kind : 'other';
  }
};

test('a full selection finds its variant, case-insensitively', () => {
  assert.is(findVariantByAxes(axes, variants, { size: 'large', milk: 'OAT' })._id, 'v2');
});

test('empty selections and unknown axes are invalid; unknown values and combinations are not found', () => {
  assert.is(
    kind(() => findVariantByAxes(axes, variants, {})),
    'invalid',
  );
  // An axis left out: invalid only when variants match the rest; a value no variant has is not found either way.
  assert.is(
    kind(() => findVariantByAxes(axes, variants, { size: 'Small' })),
    'invalid',
  );
  assert.is(
    kind(() => findVariantByAxes(axes, variants, { size: 'Medium' })),
    'not_found',
  );
  assert.is(
    kind(() =>
      findVariantByAxes([...axes, { name: 'shot', label: 'Shot', values: ['Single', 'Double'] }], variants, {
        size: 'Small',
        milk: 'Oat',
      }),
    ),
    'not_found',
  );
  assert.is(
    kind(() => findVariantByAxes(axes, variants, { size: 'Small', milk: 'Whole', sugar: 'yes' })),
    'invalid',
  );
  assert.is(
    kind(() => findVariantByAxes([], variants, { size: 'Small' })),
    'invalid',
  );
  assert.is(
    kind(() => findVariantByAxes(axes, variants, { size: 'Medium', milk: 'Whole' })),
    'not_found',
  );
  assert.is(
    kind(() => findVariantByAxes(axes, variants, { size: 'Small', milk: 'Oat' })),
    'not_found',
  );
});

test('the default variant comes first, then display order', () => {
  const ordered = orderVariants([
    { _id: 'c', is_default: false, position: 1 },
    { _id: 'b', is_default: false, position: 0 },
    { _id: 'a', is_default: true, position: 5 },
  ]);
  assert.equal(
    ordered.map((v) => v._id),
    ['a', 'b', 'c'],
  );
});

test.run();
