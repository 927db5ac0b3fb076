import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { addressContentKey, postalAddressOf } from './addresses.js';
import { noZonesOption, pickupOption, type QuotedRate, shippingOptions } from './fulfillment-options.js';

const rate = (
  id: string,
  name: string,
  amount: number,
  base: number | null,
  ref?: string,
  days?: [number, number],
): QuotedRate => ({
  rate: { id, ...(ref && { ref }), name, min_delivery_days: days?.[0] ?? null, max_delivery_days: days?.[1] ?? null },
  amount,
  base,
});

test('options: the handle as id (else the rate id), cheapest first, "(Free)" only when a rule made it free', () => {
  const out = shippingOptions([
    rate('shr_1', 'International Express', 2500, 2500, 'exp-ship-intl'),
    rate('shr_2', 'Standard Shipping', 0, 500, 'std-ship', [3, 5]),
    rate('shr_3', 'Collect at depot', 0, 0, undefined, [1, 1]),
  ]);
  assert.equal(out, [
    {
      id: 'std-ship',
      title: 'Standard Shipping (Free)',
      description: 'Arrives in 3–5 business days',
      totals: [{ type: 'total', amount: 0 }],
    },
    {
      id: 'shr_3',
      title: 'Collect at depot',
      description: 'Arrives in 1 business day',
      totals: [{ type: 'total', amount: 0 }],
    },
    { id: 'exp-ship-intl', title: 'International Express', totals: [{ type: 'total', amount: 2500 }] },
  ]);
  assert.equal(noZonesOption(), { id: 'standard', title: 'Standard delivery', totals: [{ type: 'total', amount: 0 }] });
  assert.equal(pickupOption('Osu'), { id: 'pickup', title: 'Pick up at Osu', totals: [{ type: 'total', amount: 0 }] });
});

test('addresses: postal members only, trimmed, country upper case; equal content whatever the case and spacing', () => {
  const a = postalAddressOf({
    id: 'x',
    street_address: ' 123  Main St ',
    address_country: 'us',
    full_name: 'n',
    postal_code: '',
  });
  assert.equal(a, { street_address: '123  Main St', address_country: 'US' });
  assert.is(addressContentKey(a), addressContentKey({ street_address: '123 main st', address_country: 'US' }));
  assert.is.not(addressContentKey(a), addressContentKey({ street_address: '124 Main St', address_country: 'US' }));
});

test.run();
