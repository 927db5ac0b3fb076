import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  dealValueText,
  priceCartTotals,
  taxOn,
  type CartPricingInput,
  type PricingDeal,
  type PricingLine,
} from './totals.js';

const now = new Date('2026-07-06T10:00:00Z');
const deal = (over: Partial<PricingDeal> = {}): PricingDeal => ({
  _id: 'deal_1',
  code: 'SAVE10',
  discount_type: 'percentage',
  value: 1000,
  min_subtotal: null,
  starts_at: new Date('2026-01-01T00:00:00Z'),
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
const line = (
  product_id: string,
  line_total: number,
  category_ids: string[] = [],
  collection_ids: string[] = [],
): PricingLine => ({
  product_id,
  line_total,
  category_ids,
  collection_ids,
});
const exclusive15 = { rate_bps: 1500, inclusive: false };
const input = (over: Partial<CartPricingInput>): CartPricingInput => ({
  lines: [],
  coupon: null,
  automaticDeals: [],
  tax: exclusive15,
  currency: 'GHS',
  locationId: null,
  now,
  ...over,
});

test('tax-exclusive (the demo business): total = subtotal − discount + tax', () => {
  const t = priceCartTotals(input({ lines: [line('p1', 13400), line('p2', 1500)], coupon: deal() }));
  // 149.00 − 14.90 = 134.10; 15 % of it = 20.115 → 20.12 (half away from zero, once per cart)
  assert.equal([t.subtotal, t.discount_total, t.tax_total, t.total_price], [14900, 1490, 2012, 14900 - 1490 + 2012]);
  assert.is(t.coupon_discount, 1490);
  assert.equal(t.discounts, [{ deal_id: 'deal_1', amount: 1490 }]);
});

test('tax-inclusive: the total is the discounted subtotal and the tax is the part of it that is tax', () => {
  const t = priceCartTotals(input({ lines: [line('p1', 11500)], tax: { rate_bps: 1500, inclusive: true } }));
  assert.equal([t.subtotal, t.discount_total, t.tax_total, t.total_price], [11500, 0, 1500, 11500]);
  const d = priceCartTotals(
    input({ lines: [line('p1', 10000)], coupon: deal(), tax: { rate_bps: 1250, inclusive: true } }),
  );
  // 100.00 − 10.00 = 90.00 includes 90 × 12.5 / 112.5 = 10.00 of tax
  assert.equal([d.subtotal, d.discount_total, d.tax_total, d.total_price], [10000, 1000, 1000, 9000]);
});

test('tax is rounded once on the cart, not per line', () => {
  // Three lines of 0.03 at 15 %: per-line rounding would give 3 × 0.00 = 0.00; on the cart 0.09 × 15 % = 0.0135 → 0.01.
  const t = priceCartTotals(input({ lines: [line('a', 3), line('b', 3), line('c', 3)] }));
  assert.is(t.tax_total, 1);
  assert.is(taxOn(1003, { rate_bps: 1250, inclusive: false }), 125); // 125.375 → 125
  assert.is(taxOn(1004, { rate_bps: 1250, inclusive: false }), 126); // 125.5 → 126
  assert.is(taxOn(0, exclusive15), 0);
  assert.is(taxOn(1000, { rate_bps: 0, inclusive: false }), 0);
});

test('a coupon below its minimum, expired, used up or elsewhere discounts nothing; the cart still prices', () => {
  const lines = [line('p1', 4000)];
  for (const coupon of [
    deal({ min_subtotal: 5000 }),
    deal({ ends_at: now }),
    deal({ usage_limit: 1, usage_count: 1 }),
    deal({ is_active: false }),
    deal({ location_ids: ['loc_a'] }),
  ]) {
    const t = priceCartTotals(input({ lines, coupon, locationId: 'loc_b' }));
    assert.equal([t.discount_total, t.coupon_discount, t.tax_total, t.total_price], [0, 0, 600, 4600]);
  }
  // Removing the last line keeps the coupon, which then discounts nothing.
  const empty = priceCartTotals(input({ coupon: deal() }));
  assert.equal([empty.subtotal, empty.discount_total, empty.tax_total, empty.total_price], [0, 0, 0, 0]);
});

test('targeted deals discount only the lines they name; automatic deals apply before the coupon', () => {
  const merch = deal({
    _id: 'deal_merch',
    code: null,
    discount_type: 'fixed_amount',
    value: 500,
    category_ids: ['cat_merch'],
  });
  const lines = [line('tee', 12000, ['cat_merch']), line('chips', 1200, ['cat_food'])];
  const t = priceCartTotals(input({ lines, automaticDeals: [merch], coupon: deal() }));
  // 5.00 off (merch present) then 10 % of the whole 132.00 = 13.20
  assert.equal(t.discounts, [
    { deal_id: 'deal_merch', amount: 500 },
    { deal_id: 'deal_1', amount: 1320 },
  ]);
  assert.is(t.discount_total, 1820);
  // No merch in the cart: the automatic deal gives nothing.
  const none = priceCartTotals(input({ lines: [lines[1]], automaticDeals: [merch] }));
  assert.equal(none.discounts, []);
  // A percentage on a product and a collection.
  const byProduct = priceCartTotals(input({ lines, coupon: deal({ product_ids: ['chips'] }) }));
  assert.is(byProduct.discount_total, 120);
  const byCollection = priceCartTotals(
    input({ lines: [line('x', 1000, [], ['col_a']), line('y', 1000)], coupon: deal({ collection_ids: ['col_a'] }) }),
  );
  assert.is(byCollection.discount_total, 100);
  // A deal with a code is never applied automatically.
  const coded = priceCartTotals(input({ lines, automaticDeals: [deal()] }));
  assert.is(coded.discount_total, 0);
  // Not running yet: nothing.
  const future = priceCartTotals(
    input({ lines, automaticDeals: [{ ...merch, starts_at: new Date('2027-01-01T00:00:00Z') }] }),
  );
  assert.is(future.discount_total, 0);
});

test('discounts together never exceed the subtotal', () => {
  const big = deal({ _id: 'deal_big', code: null, discount_type: 'fixed_amount', value: 5000 });
  const t = priceCartTotals(
    input({
      lines: [line('p', 3000)],
      automaticDeals: [big],
      coupon: deal({ discount_type: 'fixed_amount', value: 2000 }),
    }),
  );
  assert.equal([t.subtotal, t.discount_total, t.tax_total, t.total_price, t.coupon_discount], [3000, 3000, 0, 0, 0]);
  assert.equal(t.discounts, [{ deal_id: 'deal_big', amount: 3000 }]);
});

// Several codes (a UCP checkout's ordered list): each on what the discounts before it left.
const code = (c: string, over: Partial<PricingDeal> = {}) => ({
  code: c,
  deals: [deal({ _id: `deal_${c}`, code: c, ...over })],
});
const pct = (c: string, bps: number, over: Partial<PricingDeal> = {}) =>
  code(c, { discount_type: 'percentage', value: bps, ...over });
const fixed = (c: string, minor: number, over: Partial<PricingDeal> = {}) =>
  code(c, { discount_type: 'fixed_amount', value: minor, ...over });
const untaxed = { rate_bps: 0, inclusive: false };
const roses = [line('bouquet_roses', 3500)];
const amounts = (t: ReturnType<typeof priceCartTotals>) => t.codes.map((c) => [c.code, c.amount, c.rejection]);

test('codes compound in the order given: 10 % then 20 % of 35.00 is 25.20; fixed 5.00 gives 30.00', () => {
  const two = priceCartTotals(
    input({ lines: roses, tax: untaxed, codes: [pct('10OFF', 1000), pct('WELCOME20', 2000)] }),
  );
  assert.equal(amounts(two), [
    ['10OFF', 350, null],
    ['WELCOME20', 630, null],
  ]);
  assert.equal([two.discount_total, two.total_price], [980, 2520]);
  assert.equal(two.discounts, [
    { deal_id: 'deal_10OFF', amount: 350 },
    { deal_id: 'deal_WELCOME20', amount: 630 },
  ]);
  const five = priceCartTotals(input({ lines: roses, tax: untaxed, codes: [fixed('FIXED500', 500)] }));
  assert.equal([five.discount_total, five.total_price, five.coupon_discount], [500, 3000, 0]);
  // Order matters once a fixed amount is in the list: 10 % then 5.00 = 26.50; 5.00 then 10 % = 27.00.
  const pctFirst = priceCartTotals(input({ lines: roses, tax: untaxed, codes: [pct('A', 1000), fixed('B', 500)] }));
  const fixedFirst = priceCartTotals(input({ lines: roses, tax: untaxed, codes: [fixed('B', 500), pct('A', 1000)] }));
  assert.equal([pctFirst.total_price, fixedFirst.total_price], [2650, 2700]);
  // Tax on the discounted amount, as for the coupon: 25.20 + 15 % = 28.98.
  const taxed = priceCartTotals(input({ lines: roses, codes: [pct('10OFF', 1000), pct('WELCOME20', 2000)] }));
  assert.equal([taxed.tax_total, taxed.total_price], [378, 2898]);
});

test('a fixed code larger than what is left gives what is left; a code after it finds nothing left', () => {
  const t = priceCartTotals(
    input({ lines: roses, tax: untaxed, codes: [pct('NINETY', 9000), fixed('BIG', 5000), fixed('MORE', 100)] }),
  );
  assert.equal(amounts(t), [
    ['NINETY', 3150, null],
    ['BIG', 350, null],
    ['MORE', 0, 'nothing_left'],
  ]);
  assert.equal([t.subtotal, t.discount_total, t.total_price], [3500, 3500, 0]);
});

test('each code that gives nothing says why (the deal rules, no line covered, a repeat); the others still apply', () => {
  const t = priceCartTotals(
    input({
      lines: roses,
      tax: untaxed,
      locationId: 'loc_b',
      codes: [
        { code: 'NOPE', deals: [] },
        { code: '', deals: [] },
        pct('OLD', 1000, { ends_at: now }),
        pct('SOON', 1000, { starts_at: new Date('2027-01-01T00:00:00Z') }),
        pct('OFF', 1000, { is_active: false }),
        pct('GONE', 1000, { usage_limit: 3, usage_count: 3 }),
        pct('BIGGER', 1000, { min_subtotal: 5000 }),
        pct('ELSEWHERE', 1000, { location_ids: ['loc_a'] }),
        pct('POTS', 1000, { product_ids: ['pot_ceramic'] }),
        pct('10OFF', 1000),
        pct('10OFF', 1000),
      ],
    }),
  );
  assert.equal(amounts(t), [
    ['NOPE', 0, 'not_found'],
    ['', 0, 'not_found'],
    ['OLD', 0, 'expired'],
    ['SOON', 0, 'not_started'],
    ['OFF', 0, 'inactive'],
    ['GONE', 0, 'usage_limit_reached'],
    ['BIGGER', 0, 'min_subtotal_not_met'],
    ['ELSEWHERE', 0, 'not_valid_at_location'],
    ['POTS', 0, 'not_applicable'],
    ['10OFF', 350, null],
    ['10OFF', 0, 'duplicate'],
  ]);
  assert.equal([t.discount_total, t.total_price], [350, 3150]);
  assert.equal(t.codes[0].deal_id, null);
  assert.is(t.codes[2].deal_id, 'deal_OLD');
});

test('automatic deals first, as today; the codes then take from what they left', () => {
  const merch = deal({ _id: 'deal_merch', code: null, discount_type: 'fixed_amount', value: 500 });
  const t = priceCartTotals(
    input({ lines: roses, tax: untaxed, automaticDeals: [merch], codes: [pct('10OFF', 1000), pct('WELCOME20', 2000)] }),
  );
  // 35.00 − 5.00 = 30.00; 10 % = 3.00 → 27.00; 20 % = 5.40 → 21.60
  assert.equal(t.discounts, [
    { deal_id: 'deal_merch', amount: 500 },
    { deal_id: 'deal_10OFF', amount: 300 },
    { deal_id: 'deal_WELCOME20', amount: 540 },
  ]);
  assert.is(t.total_price, 2160);
});

test('a targeted code takes from what is left of its own lines only', () => {
  const lines = [line('tee', 2000), line('chips', 1000)];
  const t = priceCartTotals(
    input({ lines, tax: untaxed, codes: [pct('ALL10', 1000), pct('TEE50', 5000, { product_ids: ['tee'] })] }),
  );
  // 10 % of 30.00 = 3.00 (2.00 of it on the tee, which has 18.00 left); 50 % of 18.00 = 9.00
  assert.equal(amounts(t), [
    ['ALL10', 300, null],
    ['TEE50', 900, null],
  ]);
});

test("without codes the pricing is the storefront's: no code outcomes", () => {
  const t = priceCartTotals(input({ lines: roses, coupon: deal() }));
  assert.equal([t.codes, t.coupon_discount, t.discount_total], [[], 350, 350]);
});

test('deal values as the contract shows them', () => {
  assert.is(dealValueText({ discount_type: 'percentage', value: 1000 }), '10');
  assert.is(dealValueText({ discount_type: 'percentage', value: 1250 }), '12.5');
  assert.is(dealValueText({ discount_type: 'percentage', value: 1205 }), '12.05');
  assert.is(dealValueText({ discount_type: 'fixed_amount', value: 500 }), '5.00');
  assert.is(dealValueText({ discount_type: 'fixed_amount', value: 1234 }), '12.34');
});

test.run();
