import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkoutStatus, isFinalStatus } from './checkout-status.js';

const err = (severity: 'recoverable' | 'requires_buyer_input' | 'requires_buyer_review' | 'unrecoverable') =>
  ({ type: 'error', severity }) as const;

test('nothing in the way: ready_for_complete; warnings and info do not stand in the way', () => {
  assert.is(checkoutStatus({ stored: 'incomplete', expired: false, messages: [] }), 'ready_for_complete');
  const soft = [{ type: 'warning' }, { type: 'info' }] as const;
  assert.is(checkoutStatus({ stored: 'incomplete', expired: false, messages: soft }), 'ready_for_complete');
});

test('an error the agent can fix: incomplete; one the buyer must act on: requires_escalation', () => {
  assert.is(
    checkoutStatus({ stored: 'ready_for_complete', expired: false, messages: [err('recoverable')] }),
    'incomplete',
  );
  for (const s of ['requires_buyer_input', 'requires_buyer_review'] as const)
    assert.is(
      checkoutStatus({ stored: 'incomplete', expired: false, messages: [err('recoverable'), err(s)] }),
      'requires_escalation',
    );
});

test('final and in-progress statuses are kept; any other past its expiry is canceled', () => {
  for (const stored of ['completed', 'canceled', 'complete_in_progress'] as const)
    assert.is(checkoutStatus({ stored, expired: true, messages: [err('recoverable')] }), stored);
  for (const stored of ['incomplete', 'ready_for_complete', 'requires_escalation'] as const)
    assert.is(checkoutStatus({ stored, expired: true, messages: [] }), 'canceled');
  assert.equal((['completed', 'canceled', 'incomplete', 'complete_in_progress'] as const).map(isFinalStatus), [
    true,
    true,
    false,
    false,
  ]);
});

test.run();
