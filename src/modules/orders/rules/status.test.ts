import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { canBusinessMove, canCustomerCancel } from './status.js';

test('forward moves only, skipping allowed; finals are final', () => {
  assert.ok(canBusinessMove('pending', 'confirmed'));
  assert.ok(canBusinessMove('confirmed', 'ready'));
  assert.ok(canBusinessMove('ready', 'completed'));
  assert.not.ok(canBusinessMove('ready', 'preparing'));
  assert.not.ok(canBusinessMove('pending', 'pending'));
  assert.not.ok(canBusinessMove('completed', 'cancelled'));
  assert.not.ok(canBusinessMove('cancelled', 'confirmed'));
  assert.ok(canBusinessMove('preparing', 'cancelled'));
});

test('customers cancel only while pending or confirmed', () => {
  assert.equal(
    (['pending', 'confirmed', 'preparing', 'ready', 'completed', 'cancelled'] as const).map(canCustomerCancel),
    [true, true, false, false, false, false],
  );
});

test.run();
