import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isKnownCurrency, knownCurrencies, minorUnits } from './currencies.js';

test('ISO 4217 exponents: 0, 3, and 2 for the rest', () => {
  for (const c of [
    'JPY',
    'KRW',
    'XOF',
    'XAF',
    'UGX',
    'RWF',
    'VND',
    'CLP',
    'ISK',
    'XPF',
    'BIF',
    'GNF',
    'KMF',
    'DJF',
    'PYG',
    'VUV',
  ])
    assert.is(minorUnits(c), 0, c);
  for (const c of ['KWD', 'BHD', 'OMR', 'JOD', 'TND', 'LYD', 'IQD']) assert.is(minorUnits(c), 3, c);
  for (const c of ['USD', 'EUR', 'GBP', 'GHS', 'NGN', 'KES', 'ZAR', 'INR', 'CNY', 'BRL', 'HUF', 'IDR', 'MGA', 'XCD'])
    assert.is(minorUnits(c), 2, c);
});

test('the currencies in common use are all known, and every code is three capitals', () => {
  const all = knownCurrencies();
  for (const c of [
    'USD',
    'EUR',
    'GBP',
    'JPY',
    'CHF',
    'CAD',
    'AUD',
    'CNY',
    'INR',
    'GHS',
    'NGN',
    'KES',
    'ZAR',
    'XOF',
    'XAF',
    'EGP',
    'MAD',
    'TZS',
    'UGX',
    'RWF',
    'ETB',
    'AED',
    'SAR',
    'TRY',
    'BRL',
    'MXN',
  ]) {
    assert.ok(isKnownCurrency(c), c);
  }
  assert.ok(all.length >= 150, String(all.length));
  assert.ok(
    all.every((c) => /^[A-Z]{3}$/.test(c)),
    all.join(),
  );
  assert.equal(all, [...all].sort());
});

test('fund codes, metals, withdrawn currencies and malformed codes are unknown', () => {
  for (const c of ['XAU', 'CLF', 'UYI', 'BOV', 'XXX', 'HRK', 'GHC', 'SLL', 'ZWL', 'usd', 'US', 'USDT', '']) {
    assert.not.ok(isKnownCurrency(c), c);
    assert.throws(() => minorUnits(c), RangeError);
  }
  // Inherited object keys are not currencies either.
  assert.not.ok(isKnownCurrency('constructor'));
});

test.run();
