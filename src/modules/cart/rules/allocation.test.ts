import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allocateOrder, discountShares, orderAllocation, shareOut } from './allocation.js';
import { discountOn } from '../../catalogue/rules/deals.js';
import type { DealDoc } from '../../catalogue/index.js';
import { priceCartTotals, dealCoversLine, type PricingDeal, type PricingLine } from './totals.js';

const sum = (xs: number[]) => xs.reduce((n, x) => n + x, 0);

test('shareOut: proportional, whole units, the leftover to the largest fractions (earlier line on a tie)', () => {
  assert.equal(shareOut(100, [1, 1, 1]), [34, 33, 33]);
  assert.equal(shareOut(2250, [15000]), [2250]);
  assert.equal(shareOut(10, [0, 0]), [0, 0]);
  assert.equal(shareOut(0, [5, 5]), [0, 0]);
  assert.equal(shareOut(7, [0, 3, 1]), [0, 5, 2]);
  // Large amounts stay exact.
  assert.equal(sum(shareOut(9_007_199_254_740, [3, 7, 11])), 9_007_199_254_740);
});

test('one line: everything is its own (150.00 + 15 % tax added: 172.50)', () => {
  assert.equal(allocateOrder({ lines: [15000], discounts: [], tax: 2250, taxIncluded: false }), [
    { discount: 0, tax: 2250, paid: 17250 },
  ]);
  assert.equal(allocateOrder({ lines: [15000], discounts: [], tax: 1957, taxIncluded: true }), [
    { discount: 0, tax: 1957, paid: 15000 },
  ]);
});

test('a discount goes to the lines its deal covered; tax follows the discounted amounts; paid adds up to the total', () => {
  const [a, b] = allocateOrder({
    lines: [15000, 5000],
    discounts: [{ amount: 1500, covers: [true, false] }],
    tax: 2775,
    taxIncluded: false,
  });
  assert.equal(a, { discount: 1500, tax: 2025, paid: 15525 });
  assert.equal(b, { discount: 0, tax: 750, paid: 5750 });
  assert.is(a.paid + b.paid, 20000 - 1500 + 2775);
});

test('a line never takes more discount than is left of it: the excess goes to the others', () => {
  const lines = allocateOrder({
    lines: [1000, 3000],
    discounts: [
      { amount: 1000, covers: [true, false] },
      { amount: 1500, covers: [true, false] },
    ],
    tax: 0,
    taxIncluded: false,
  });
  assert.equal(
    lines.map((l) => l.discount),
    [1000, 1500],
  );
  assert.equal(
    lines.map((l) => l.paid),
    [0, 1500],
  );
});

test('matches what the cart priced, for any mix of lines, deals and tax', () => {
  const deal = (over: Partial<PricingDeal>): PricingDeal =>
    ({
      _id: 'deal',
      code: null,
      discount_type: 'percentage',
      value: 1000,
      min_subtotal: null,
      starts_at: new Date(0),
      ends_at: null,
      is_active: true,
      product_ids: [],
      category_ids: [],
      collection_ids: [],
      location_ids: [],
      usage_limit: null,
      usage_count: 0,
      ...over,
    }) as PricingDeal;
  let seed = 7;
  const rnd = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
  for (let round = 0; round < 300; round++) {
    const lines: PricingLine[] = Array.from({ length: 1 + rnd(5) }, (_, i) => ({
      product_id: `p${i % 3}`,
      category_ids: [],
      collection_ids: [],
      line_total: 1 + rnd(50_000),
    }));
    const automatic = [
      deal({ _id: 'd1', product_ids: rnd(2) ? ['p1'] : [], value: 100 + rnd(5000) }),
      deal({ _id: 'd2', discount_type: 'fixed_amount', value: rnd(20_000), product_ids: rnd(2) ? ['p0'] : [] }),
    ];
    const tax = { rate_bps: rnd(3) * 750, inclusive: rnd(2) === 1 };
    const totals = priceCartTotals({
      lines,
      coupon: null,
      automaticDeals: automatic,
      tax,
      currency: 'GHS',
      locationId: null,
      now: new Date(1),
    });
    const byId = new Map(automatic.map((d) => [d._id, d]));
    const shares = allocateOrder({
      lines: lines.map((l) => l.line_total),
      discounts: totals.discounts.map((d) => ({
        amount: d.amount,
        covers: lines.map((l) => dealCoversLine(byId.get(d.deal_id)!, l)),
      })),
      tax: totals.tax_total,
      taxIncluded: tax.inclusive,
    });
    assert.is(sum(shares.map((s) => s.discount)), totals.discount_total);
    assert.is(sum(shares.map((s) => s.tax)), totals.tax_total);
    assert.is(sum(shares.map((s) => s.paid)), totals.total_price);
    assert.ok(
      shares.every((s, i) => s.paid >= 0 && s.discount <= lines[i].line_total),
      JSON.stringify({ lines, shares }),
    );
  }
});

test("several codes: a code's shares add up to its amount, stay on its lines, and are what its value was taken on", () => {
  const deal = (over: Partial<PricingDeal>): PricingDeal => ({
    _id: 'deal',
    code: null,
    discount_type: 'percentage',
    value: 1000,
    min_subtotal: null,
    starts_at: new Date(0),
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
  let seed = 11;
  const rnd = (n: number) => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31), seed % n);
  for (let round = 0; round < 300; round++) {
    const lines: PricingLine[] = Array.from({ length: 1 + rnd(5) }, (_, i) => ({
      product_id: `p${i % 3}`,
      category_ids: [],
      collection_ids: [],
      line_total: 1 + rnd(50_000),
    }));
    const automatic = [deal({ _id: 'auto', product_ids: rnd(2) ? ['p1'] : [], value: 100 + rnd(3000) })];
    const codes = Array.from({ length: 1 + rnd(4) }, (_, k) => {
      const d = deal({
        _id: `deal_${k}`,
        code: `C${k}`,
        discount_type: rnd(2) ? 'percentage' : 'fixed_amount',
        value: 1 + rnd(5000),
        product_ids: rnd(2) ? [`p${rnd(3)}`] : [],
      });
      return { code: `C${k}`, deals: [d] };
    });
    const tax = { rate_bps: rnd(3) * 750, inclusive: rnd(2) === 1 };
    const totals = priceCartTotals({
      lines,
      coupon: null,
      automaticDeals: automatic,
      codes,
      tax,
      currency: 'GHS',
      locationId: null,
      now: new Date(1),
    });
    const byId = new Map([...automatic, ...codes.map((c) => c.deals[0])].map((d) => [d._id, d]));
    const discounts = totals.discounts.map((d) => ({
      amount: d.amount,
      covers: lines.map((l) => dealCoversLine(byId.get(d.deal_id)!, l)),
    }));
    const { shares } = discountShares(
      lines.map((l) => l.line_total),
      discounts,
    );
    const left = lines.map((l) => l.line_total);
    totals.discounts.forEach((d, k) => {
      assert.is(sum(shares[k]), d.amount);
      const deal = byId.get(d.deal_id)!;
      if (deal.code) {
        // A code took its value on what its lines had left, and only from them.
        const base = sum(left.filter((_, i) => discounts[k].covers[i]));
        assert.is(d.amount, discountOn(deal as DealDoc, base));
        assert.ok(shares[k].every((s, i) => discounts[k].covers[i] || s === 0));
      }
      shares[k].forEach((s, i) => {
        left[i] -= s;
      });
    });
    const lineShares = allocateOrder({
      lines: lines.map((l) => l.line_total),
      discounts,
      tax: totals.tax_total,
      taxIncluded: tax.inclusive,
    });
    assert.is(sum(lineShares.map((s) => s.discount)), totals.discount_total);
    assert.is(sum(lineShares.map((s) => s.paid)), totals.total_price);
    assert.ok(left.every((l) => l >= 0));
  }
});

test('orders placed before the allocation was kept: discounts over every line, tax contained when the total says so', () => {
  const base = { subtotal: 20000, discount_amount: 2000, tax_amount: 2700 };
  const added = orderAllocation({ ...base, total_price: 20700, items: [{ total: 15000 }, { total: 5000 }] });
  assert.equal(added, [
    { discount: 1500, tax: 2025, paid: 15525 },
    { discount: 500, tax: 675, paid: 5175 },
  ]);
  const contained = orderAllocation({ ...base, total_price: 18000, items: [{ total: 15000 }, { total: 5000 }] });
  assert.equal(
    contained.map((l) => l.paid),
    [13500, 4500],
  );
  const kept = { discount: 1, tax: 2, paid: 3 };
  assert.equal(orderAllocation({ ...base, total_price: 0, items: [{ total: 15000, allocation: kept }] }), [kept]);
});

test.run();
