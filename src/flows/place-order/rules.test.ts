import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkoutRuleViolation, storedAddress, type CheckoutBody } from './rules.js';

const base: CheckoutBody = {
  cart_id: 'cart_x',
  customer: { name: 'Ama', email: 'ama@example.com' },
  payment_method: 'card',
};

test('a complete card pickup body passes', () => {
  assert.is(checkoutRuleViolation(base, undefined, false), null);
});

test('header and body idempotency keys must agree', () => {
  assert.match(checkoutRuleViolation({ ...base, idempotency_key: 'a' }, 'b', false) ?? '', /^idempotency_key:/);
  assert.is(checkoutRuleViolation({ ...base, idempotency_key: 'a' }, 'a', false), null);
});

test('mobile money needs its details, and provider other needs a name', () => {
  assert.match(
    checkoutRuleViolation({ ...base, payment_method: 'mobile_money' }, undefined, false) ?? '',
    /^mobile_money_details:/,
  );
  const other = {
    ...base,
    payment_method: 'mobile_money' as const,
    mobile_money_details: { phone_number: '0241234567', provider: 'other' as const },
  };
  assert.match(checkoutRuleViolation(other, undefined, false) ?? '', /provider_other/);
});

test('delivery needs street and city; pickup needs neither', () => {
  assert.match(checkoutRuleViolation({ ...base, order_type: 'delivery' }, undefined, false) ?? '', /street_address/);
  assert.match(
    checkoutRuleViolation(
      { ...base, order_type: 'delivery', address_info: { street_address: '1 Main' } },
      undefined,
      false,
    ) ?? '',
    /city/,
  );
  assert.is(
    checkoutRuleViolation(
      { ...base, order_type: 'delivery', address_info: { street_address: '1 Main', city: 'Accra' } },
      undefined,
      false,
    ),
    null,
  );
});

test('contact needs email or phone', () => {
  assert.match(checkoutRuleViolation({ ...base, customer: { name: 'Ama' } }, undefined, false) ?? '', /^customer:/);
});

test('metadata return URLs: absolute http(s) (https in production), named in the message', () => {
  const withUrls = (success_url: string, cancel_url = 'https://shop.example.com/cart'): CheckoutBody => ({
    ...base,
    metadata: { success_url, cancel_url },
  });
  assert.is(checkoutRuleViolation(withUrls('https://shop.example.com/thanks'), undefined, true), null);
  assert.is(checkoutRuleViolation(withUrls('http://localhost:3000/thanks'), undefined, false), null);
  assert.match(
    checkoutRuleViolation(withUrls('http://localhost:3000/thanks'), undefined, true) ?? '',
    /^metadata\.success_url: must use https/,
  );
  assert.match(
    checkoutRuleViolation(withUrls('javascript:alert(1)'), undefined, false) ?? '',
    /^metadata\.success_url:/,
  );
  assert.match(
    checkoutRuleViolation(withUrls('https://shop.example.com/ok', '//evil.example'), undefined, false) ?? '',
    /^metadata\.cancel_url:/,
  );
  assert.is(
    checkoutRuleViolation({ ...base, metadata: { note: 'javascript:x' } }, undefined, false),
    null,
    'other keys are free-form',
  );
});

test('stored address drops the pickup location and empty members', () => {
  assert.equal(storedAddress({ city: 'Accra', location_id: 'loc_1', region: '' }), { city: 'Accra' });
  assert.is(storedAddress({ location_id: 'loc_1' }), null);
});

test.run();
