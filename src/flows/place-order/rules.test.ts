import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkoutRuleViolation, storedAddress, type CheckoutBody } from './rules.js';

const base: CheckoutBody = { cart_id: 'cart_x', customer: { name: 'Ama', email: 'ama@example.com' }, payment_method: 'card' };

test('a complete card pickup body passes', () => {
  assert.is(checkoutRuleViolation(base, undefined), null);
});

test('header and body idempotency keys must agree', () => {
  assert.match(checkoutRuleViolation({ ...base, idempotency_key: 'a' }, 'b') ?? '', /^idempotency_key:/);
  assert.is(checkoutRuleViolation({ ...base, idempotency_key: 'a' }, 'a'), null);
});

test('mobile money needs its details, and provider other needs a name', () => {
  assert.match(checkoutRuleViolation({ ...base, payment_method: 'mobile_money' }, undefined) ?? '', /^mobile_money_details:/);
  const other = { ...base, payment_method: 'mobile_money' as const, mobile_money_details: { phone_number: '0241234567', provider: 'other' as const } };
  assert.match(checkoutRuleViolation(other, undefined) ?? '', /provider_other/);
});

test('delivery needs street and city; pickup needs neither', () => {
  assert.match(checkoutRuleViolation({ ...base, order_type: 'delivery' }, undefined) ?? '', /street_address/);
  assert.match(checkoutRuleViolation({ ...base, order_type: 'delivery', address_info: { street_address: '1 Main' } }, undefined) ?? '', /city/);
  assert.is(checkoutRuleViolation({ ...base, order_type: 'delivery', address_info: { street_address: '1 Main', city: 'Accra' } }, undefined), null);
});

test('contact needs email or phone', () => {
  assert.match(checkoutRuleViolation({ ...base, customer: { name: 'Ama' } }, undefined) ?? '', /^customer:/);
});

test('stored address drops the pickup location and empty members', () => {
  assert.equal(storedAddress({ city: 'Accra', location_id: 'loc_1', region: '' }), { city: 'Accra' });
  assert.is(storedAddress({ location_id: 'loc_1' }), null);
});

test.run();
