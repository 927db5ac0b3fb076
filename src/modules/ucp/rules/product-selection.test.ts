import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ProjectedVariantEntry } from './product-projection.js';
import { type Axis, selectVariants } from './product-selection.js';

const axes: Axis[] = [
  { name: 'colour', label: 'Colour', values: ['Red', 'Blue', 'Green'] },
  { name: 'size', label: 'Size', values: ['10', '11'] },
];
const entry = (id: string, colour: string, size: string, available: boolean): ProjectedVariantEntry => ({
  ucp: { id, title: id, description: { plain: '' }, price: { amount: 100, currency: 'USD' } },
  axisValues: { colour, size },
  available,
});
// Green exists only in 10, out of stock; Blue has no 11; Red both, 10 out of stock.
const red10 = entry('red10', 'Red', '10', false);
const red11 = entry('red11', 'Red', '11', true);
const blue10 = entry('blue10', 'Blue', '10', true);
const green10 = entry('green10', 'Green', '10', false);
const all = [red10, red11, blue10, green10];
const ids = (s: ReturnType<typeof selectVariants>) => s.variants.map((v) => v.ucp.id);
const values = (s: ReturnType<typeof selectVariants>, option: number) =>
  s.options[option].values.map((v) => [v.label, v.exists, v.available]);

test('no selection: the first variant that can be bought is featured and its options are the selection', () => {
  const s = selectVariants(axes, all, {});
  assert.equal(s.selected, [
    { name: 'Colour', label: 'Red' },
    { name: 'Size', label: '11' },
  ]);
  assert.equal(ids(s), ['red11']);
  // Colours given size 11: only Red has it. Sizes given Red: both exist, 10 is out of stock.
  assert.equal(values(s, 0), [
    ['Red', true, true],
    ['Blue', false, false],
    ['Green', false, false],
  ]);
  assert.equal(values(s, 1), [
    ['10', true, false],
    ['11', true, true],
  ]);
});

test('a partial selection narrows the variants, featuring one that can be bought; names and labels in any case', () => {
  const s = selectVariants(axes, all, { selected: [{ name: 'size', label: '10' }] });
  assert.equal(s.selected, [{ name: 'Size', label: '10' }]);
  assert.equal(ids(s), ['blue10', 'red10', 'green10']);
  assert.equal(values(s, 0), [
    ['Red', true, false],
    ['Blue', true, true],
    ['Green', true, false],
  ]);
  const cased = selectVariants(axes, all, { selected: [{ name: 'COLOUR', label: 'blue' }] });
  assert.equal(cased.selected, [{ name: 'Colour', label: 'Blue' }]);
});

test('a selection no variant has is relaxed from the end of the preferences', () => {
  const asked = [
    { name: 'Colour', label: 'Blue' },
    { name: 'Size', label: '11' },
  ];
  const keepColour = selectVariants(axes, all, { selected: asked, preferences: ['Colour', 'Size'] });
  assert.equal(keepColour.selected, [{ name: 'Colour', label: 'Blue' }]);
  assert.equal(ids(keepColour), ['blue10']);
  const keepSize = selectVariants(axes, all, { selected: asked, preferences: ['Size', 'Colour'] });
  assert.equal(keepSize.selected, [{ name: 'Size', label: '11' }]);
  assert.equal(ids(keepSize), ['red11']);
  // Without preferences the last choice goes first.
  assert.equal(selectVariants(axes, all, { selected: asked }).selected, [{ name: 'Colour', label: 'Blue' }]);
});

test('unknown options and values are dropped; nothing left selects nothing and shows every variant', () => {
  const s = selectVariants(axes, all, {
    selected: [
      { name: 'Material', label: 'Silk' },
      { name: 'Colour', label: 'Purple' },
    ],
  });
  assert.equal(s.selected, []);
  assert.equal(ids(s), ['red11', 'red10', 'blue10', 'green10']);
});

test("a variant asked for by id is featured with its own options, whatever the request's selections", () => {
  const s = selectVariants(axes, all, { variantId: 'green10', selected: [{ name: 'Colour', label: 'Red' }] });
  assert.equal(s.selected, [
    { name: 'Colour', label: 'Green' },
    { name: 'Size', label: '10' },
  ]);
  assert.equal(ids(s), ['green10']);
});

test('a product without options: its one variant, nothing selected, no options', () => {
  const own: ProjectedVariantEntry = { ...entry('prod_x', '', '', true), axisValues: {} };
  const s = selectVariants([], [own], { selected: [{ name: 'Size', label: 'M' }] });
  assert.equal([s.selected, ids(s), s.options], [[], ['prod_x'], []]);
});

test.run();
