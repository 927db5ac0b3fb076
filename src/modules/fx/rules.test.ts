import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applyFeeBps, convertMinor, crossRate } from './rules.js';

const table = { base: 'USD', rates: { GHS: '15.40', EUR: '0.92', NGN: '1550', JPY: '147.0', KWD: '0.30698', USD: '1' } };

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
  for (const amount of [1.5, -1, NaN, Infinity, 2 ** 53]) assert.throws(() => convertMinor(amount, 'USD', 'EUR', '0.92'), RangeError, String(amount));
  for (const [from, to] of [['XXX', 'USD'], ['USD', 'usd'], ['GHC', 'GHS']]) assert.throws(() => convertMinor(100, from, to, '1'), RangeError, `${from} ${to}`);
  for (const rate of [9.7, '0', '0.000', '-1', '1e3', '', ' 9.7', '9,7', '.5', 'abc', null]) {
    assert.throws(() => convertMinor(100, 'GHS', 'JPY', rate as string), /rate must be a positive decimal string/, String(rate));
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
  for (const [amount, bps] of [[1.5, 100], [-1, 100], [100, -1], [100, 2.5], [100, NaN]]) assert.throws(() => applyFeeBps(amount, bps), RangeError);
});

test.run();
