import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { crossRate } from '../../kernel/decimal.js';
import { applyFeeBps, convertMinor, publishedRate, quoteAmounts, quoteStatus, storeExponent } from './rules.js';

const table = {
  base: 'USD',
  rates: { GHS: '15.40', EUR: '0.92', NGN: '1550', JPY: '147.0', KWD: '0.30698', USD: '1' },
};

test('crossRate: the table rate as it is from the base, one division rounded to 10 significant digits otherwise', () => {
  assert.is(crossRate(table, 'USD', 'GHS'), '15.4');
  assert.is(crossRate(table, 'USD', 'KWD'), '0.30698');
  assert.is(crossRate({ base: 'USD', rates: { NGN: '1550.123456789012345' } }, 'USD', 'NGN'), '1550.123456789012345');
  assert.is(crossRate(table, 'GHS', 'USD'), '0.06493506494'); // 1 / 15.4 = 0.064935064935…
  assert.is(crossRate(table, 'GHS', 'EUR'), '0.05974025974'); // 0.92 / 15.4 = 0.059740259740…
  assert.is(crossRate(table, 'NGN', 'GHS'), '0.009935483871'); // 15.4 / 1550 = 0.0099354838709…
  assert.is(crossRate(table, 'EUR', 'NGN'), '1684.782609'); // 1550 / 0.92 = 1684.7826086956…
  assert.is(crossRate(table, 'GHS', 'GHS'), '1');
  assert.is(crossRate(table, 'USD', 'USD'), '1');
});

test('crossRate: a tie goes to the even digit; a value a hair off a tie is not a tie', () => {
  const t = (eur: string, gbp: string) => crossRate({ base: 'USD', rates: { EUR: eur, GBP: gbp } }, 'EUR', 'GBP');
  assert.is(t('2', '1.0000000001'), '0.5'); // 0.50000000005 → even 0
  assert.is(t('2', '1.0000000003'), '0.5000000002'); // 0.50000000015 → even 2
  // Past the 20 guard digits: only the exactness check tells these from the tie above.
  // 0.50000000005000000000000000000033… and 0.49999999994999…9666…
  assert.is(t('3', '1.500000000150000000000000000001'), '0.5000000001');
  assert.is(t('3', '1.500000000149999999999999999999'), '0.5');
  assert.is(t('3', '1'), '0.3333333333');
  assert.is(t('3', '2'), '0.6666666667');
});

test('crossRate: a currency the table lacks, or a rate that is not a positive decimal string, is a RangeError', () => {
  assert.throws(() => crossRate(table, 'GHS', 'ZAR'), /no rate for ZAR/);
  assert.throws(() => crossRate(table, 'ZAR', 'USD'), /no rate for ZAR/);
  assert.throws(() => crossRate({ base: 'USD', rates: { GHS: '0' } }, 'GHS', 'USD'), RangeError);
  assert.throws(() => crossRate({ base: 'USD', rates: { GHS: 15.4 as unknown as string } }, 'USD', 'GHS'), RangeError);
  assert.throws(() => crossRate(table, 'USD', 'toString'), /no rate for toString/);
});

test('convertMinor: between exponents 2, 0 and 3', () => {
  assert.is(convertMinor(1000, 'GHS', 'JPY', '9.7'), 97); // 10.00 GHS → 97 JPY
  assert.is(convertMinor(97, 'JPY', 'GHS', '0.1030927835'), 1000); // 9.99999999995 GHS
  assert.is(convertMinor(1000, 'GHS', 'USD', '0.0812'), 81); // 0.812 USD
  assert.is(convertMinor(2500, 'USD', 'KWD', '0.30698'), 7675); // 7.6745 KWD → 7.675
  assert.is(convertMinor(7675, 'KWD', 'USD', '3.2575'), 2500); // 25.0013125 USD
  assert.is(convertMinor(1000, 'JPY', 'KWD', '0.00208'), 2080); // 2.080 KWD
  assert.is(convertMinor(1500, 'KWD', 'JPY', '480.5'), 721); // 1.500 KWD → 720.75 JPY
  assert.is(convertMinor(0, 'USD', 'JPY', '147'), 0);
});

test('convertMinor: half-up at the minor unit of the target, exactly', () => {
  assert.is(convertMinor(1, 'USD', 'JPY', '50'), 1); // 0.5 JPY
  assert.is(convertMinor(1, 'USD', 'JPY', '49.99999999'), 0); // 0.4999999999 JPY
  assert.is(convertMinor(1005, 'USD', 'EUR', '0.5'), 503); // 502.5
  assert.is(convertMinor(1005, 'USD', 'EUR', '0.4999999999'), 502);
  // In floating point 100 × 1.005 is 100.49999999999999 and would round down.
  assert.is(convertMinor(100, 'USD', 'EUR', '1.005'), 101);
  assert.is(convertMinor(5, 'KWD', 'JPY', '100'), 1); // 0.005 KWD → 0.5 JPY
  assert.is(convertMinor(4, 'KWD', 'JPY', '100'), 0); // 0.4 JPY
});

test('convertMinor: amounts up to 10^12 minor units stay exact', () => {
  assert.is(convertMinor(10 ** 12, 'USD', 'NGN', '1550.25'), 1_550_250_000_000_000);
  assert.is(convertMinor(999_999_999_999, 'GHS', 'USD', '0.0812'), 81_200_000_000); // 81199999999.9188
  assert.is(convertMinor(10 ** 12, 'USD', 'EUR', '1.0000000000005'), 1_000_000_000_001); // 1000000000000.5
  assert.is(convertMinor(999_999_999_999, 'USD', 'EUR', '1.0000000000005'), 999_999_999_999); // …999.4999999999995
  assert.is(convertMinor(10 ** 12 + 1, 'USD', 'JPY', '0.5'), 5_000_000_000); // 5000000000.005
  assert.is(convertMinor(10 ** 12, 'USD', 'EUR', '0.0000000000005'), 1); // 0.5
  assert.is(convertMinor(10 ** 12, 'JPY', 'KWD', '0.00208'), 2_080_000_000_000);
});

test('convertMinor: refuses amounts, currencies, rates and results it cannot convert exactly', () => {
  for (const amount of [1.5, -1, NaN, Infinity, 2 ** 53])
    assert.throws(() => convertMinor(amount, 'USD', 'EUR', '0.92'), RangeError, String(amount));
  for (const [from, to] of [
    ['XXX', 'USD'],
    ['USD', 'usd'],
    ['GHC', 'GHS'],
  ])
    assert.throws(() => convertMinor(100, from, to, '1'), RangeError, `${from} ${to}`);
  for (const rate of [9.7, '0', '0.000', '-1', '1e3', '', ' 9.7', '9,7', '.5', 'abc', null]) {
    assert.throws(
      () => convertMinor(100, 'GHS', 'JPY', rate as string),
      /rate must be a positive decimal string/,
      String(rate),
    );
  }
  assert.throws(() => convertMinor(10 ** 12, 'USD', 'EUR', '10000'), /beyond the integers/);
});

test('applyFeeBps: the fee rounded half-up, and the total', () => {
  assert.equal(applyFeeBps(10_000, 250), { fee: 250, total: 10_250 });
  assert.equal(applyFeeBps(1, 5000), { fee: 1, total: 2 }); // 0.5
  assert.equal(applyFeeBps(1, 4999), { fee: 0, total: 1 }); // 0.4999
  assert.equal(applyFeeBps(333, 150), { fee: 5, total: 338 }); // 4.995
  assert.equal(applyFeeBps(1234, 0), { fee: 0, total: 1234 });
  assert.equal(applyFeeBps(0, 300), { fee: 0, total: 0 });
  // 10^12 × 9999 is past 2^53; the fee still comes out exact.
  assert.equal(applyFeeBps(10 ** 12 + 1, 9999), { fee: 999_900_000_001, total: 1_999_900_000_002 }); // 999900000000.9999
  for (const [amount, bps] of [
    [1.5, 100],
    [-1, 100],
    [100, -1],
    [100, 2.5],
    [100, NaN],
  ])
    assert.throws(() => applyFeeBps(amount, bps), RangeError);
});

test('publishedRate: 10 significant digits, half to even, then at most 18 fraction digits', () => {
  assert.is(publishedRate('15.40'), '15.4');
  assert.is(publishedRate('0.02781818182'), '0.02781818182');
  assert.is(publishedRate('1550.123456789012345'), '1550.123457');
  assert.is(publishedRate('1.0000000005'), '1'); // a tie: to the even 0
  assert.is(publishedRate('1.0000000015'), '1.000000002'); // a tie: to the even 2
  assert.is(publishedRate('1.000000000500000001'), '1.000000001');
  // Ten digits that start past the 8th decimal lose the ones beyond the 18th.
  assert.is(publishedRate('0.0000000000123456789012'), '0.000000000012345679');
  assert.is(publishedRate('999999999400'), '999999999400');
  for (const rate of ['0.0000000000000000004', '999999999999.5', '1000000000000', '0', '-1', '1e3', '']) {
    assert.throws(() => publishedRate(rate), RangeError, rate);
  }
});

test("storeExponent: the currency's minor unit, no finer than the store's hundredth", () => {
  assert.is(storeExponent('JPY'), 0);
  assert.is(storeExponent('XOF'), 0);
  assert.is(storeExponent('USD'), 2);
  assert.is(storeExponent('KWD'), 2);
  assert.throws(() => storeExponent('XXX'), RangeError);
});

// quoteAmounts takes and gives store units: hundredths of the major unit, whatever the currency.
const plain = (converted: number) => ({ converted, fee: 0, total: converted });

test('quoteAmounts: into JPY, whole yen, half up', () => {
  assert.equal(quoteAmounts(10_295, 'GHS', 'JPY', '12', 0), plain(123_500)); // 1235.40 → 1235
  assert.equal(quoteAmounts(1, 'USD', 'JPY', '150', 0), plain(200)); // 1.5 → 2
  assert.equal(quoteAmounts(3, 'USD', 'JPY', '150', 0), plain(500)); // 4.5 → 5
  assert.equal(quoteAmounts(1, 'USD', 'JPY', '149.9999999', 0), plain(100)); // 1.4999999985 → 1
  assert.equal(quoteAmounts(246, 'KWD', 'JPY', '487.804878', 0), plain(120_000)); // 1199.99999988 → 1200
});

test('quoteAmounts: into KWD, to 0.01 in one rounding, never through fils first', () => {
  assert.equal(quoteAmounts(10_025, 'GHS', 'KWD', '0.0246', 0), plain(247)); // 2.46615 → 2.47
  assert.equal(quoteAmounts(10_000, 'USD', 'KWD', '0.024645', 0), plain(246)); // 2.4645 → 2.46 (fils first: 2.465 → 2.47)
  assert.equal(quoteAmounts(10_000, 'USD', 'KWD', '0.02465', 0), plain(247)); // 2.465 → 2.47
  assert.equal(quoteAmounts(123_400, 'JPY', 'KWD', '0.00205', 0), plain(253)); // 2.5297 → 2.53
});

test('quoteAmounts: from JPY and KWD, the amount taken as it is', () => {
  assert.equal(quoteAmounts(615, 'KWD', 'GHS', '40.6504065', 0), plain(25_000)); // 249.999999975 → 250.00
  assert.equal(quoteAmounts(123_400, 'JPY', 'GHS', '0.08333333333', 0), plain(10_283)); // 102.8333333 → 102.83
  assert.equal(quoteAmounts(123_456, 'JPY', 'GHS', '0.08333333333', 0), plain(10_288)); // 1234.56 JPY → 102.8799999959 → 102.88
  // In floating point 1.005 × 100 is 100.49999999999999.
  assert.equal(quoteAmounts(100, 'GHS', 'USD', '1.005', 0), plain(101)); // 1.005 → 1.01
});

test('quoteAmounts: the fee on the converted amount, half up to the same step', () => {
  assert.equal(quoteAmounts(10_295, 'GHS', 'JPY', '12', 150), { converted: 123_500, fee: 1_900, total: 125_400 }); // 18.525 → 19 JPY
  assert.equal(quoteAmounts(25_000, 'GHS', 'KWD', '0.0246', 150), { converted: 615, fee: 9, total: 624 }); // 0.09225 → 0.09 KWD
  assert.equal(quoteAmounts(10_000, 'GHS', 'USD', '0.09090909091', 150), { converted: 909, fee: 14, total: 923 }); // 0.13635 → 0.14
  assert.equal(quoteAmounts(1, 'GHS', 'USD', '0.5', 9_999), { converted: 1, fee: 1, total: 2 });
});

test('quoteAmounts: refuses what it cannot convert exactly', () => {
  assert.throws(() => quoteAmounts(100, 'XXX', 'USD', '1', 0), RangeError);
  assert.throws(() => quoteAmounts(100, 'USD', 'XXX', '1', 0), RangeError);
  assert.throws(() => quoteAmounts(1.5, 'USD', 'EUR', '1', 0), RangeError);
  assert.throws(() => quoteAmounts(100, 'USD', 'EUR', '1', -1), RangeError);
  assert.throws(() => quoteAmounts(2 ** 52, 'USD', 'JPY', '150', 0), /beyond the integers/);
  assert.is(quoteAmounts(1, 'GHS', 'JPY', '12', 0).converted, 0); // 0.12 JPY: the caller refuses a quote for nothing
});

test('quoteStatus: used whatever the time, else expired from expires_at on, else active', () => {
  const expires_at = new Date('2026-11-22T10:30:00.000Z');
  const at = (iso: string) => new Date(iso);
  assert.is(quoteStatus({ expires_at, used_by_order_id: null }, at('2026-11-22T10:29:59.999Z')), 'active');
  assert.is(quoteStatus({ expires_at, used_by_order_id: null }, at('2026-11-22T10:30:00.000Z')), 'expired');
  assert.is(quoteStatus({ expires_at, used_by_order_id: 'ord_5Nq8Wz2Lk7Rt' }, at('2026-11-22T10:00:00.000Z')), 'used');
  assert.is(quoteStatus({ expires_at, used_by_order_id: 'ord_5Nq8Wz2Lk7Rt' }, at('2026-11-23T10:00:00.000Z')), 'used');
});

test.run();
