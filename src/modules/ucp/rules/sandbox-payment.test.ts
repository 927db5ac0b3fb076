import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chosenInstrument, decidePayment, type PaymentSetting } from './sandbox-payment.js';

const sandbox: PaymentSetting = { livemode: false, sandboxHandlerId: 'sandbox' };
const live: PaymentSetting = { livemode: true, sandboxHandlerId: 'sandbox' };
const card = (credential?: unknown, handler_id = 'sandbox', extra: object = {}) => ({
  payment: { instruments: [{ id: 'i1', handler_id, type: 'card', ...(credential ? { credential } : {}), ...extra }] },
});
const decide = (body: unknown, setting = sandbox) => decidePayment(chosenInstrument(body), setting);

test('the selected instrument is chosen, else the first; a 2026-01-11 payment_data is taken whole', () => {
  const body = {
    payment: { instruments: [{ id: 'a', type: 'card' }, 'junk', { id: 'b', type: 'card', selected: true }] },
  };
  assert.equal(chosenInstrument(body), { instrument: body.payment.instruments[2], path: '$.payment.instruments[2]' });
  assert.equal(chosenInstrument({ payment: { instruments: [{ id: 'a' }] } })?.path, '$.payment.instruments[0]');
  assert.equal(chosenInstrument({ payment_data: { id: 'x', type: 'card' } })?.path, '$.payment_data');
  assert.is(chosenInstrument({}), null);
  assert.is(chosenInstrument(null), null);
});

test('success_token settles whatever the credential type; fail_token and any other token decline', () => {
  for (const type of ['token', 'stripe_token', 'anything']) {
    assert.equal(decide(card({ type, token: 'success_token' })), {
      kind: 'settle',
      method: 'card',
      path: '$.payment.instruments[0]',
    });
  }
  const failed = decide(card({ type: 'token', token: 'fail_token' }));
  assert.is(failed.kind, 'decline');
  if (failed.kind === 'decline') {
    assert.is(failed.message.code, 'payment_failed');
    assert.is(failed.message.severity, 'recoverable');
    assert.match(failed.message.content, /fail_token/);
  }
  assert.is(decide(card({ type: 'token', token: 'tok_random' })).kind, 'decline');
  const empty = decide(card({ type: 'token' }));
  assert.is(empty.kind, 'refuse');
});

test('mobile money pays as mobile money', () => {
  const body = {
    payment: {
      instruments: [{ id: 'm', handler_id: 'sandbox', type: 'mobile_money', credential: { token: 'success_token' } }],
    },
  };
  assert.equal(decide(body), { kind: 'settle', method: 'mobile_money', path: '$.payment.instruments[0]' });
});

test('a handler id other than the business sandbox handler is refused, naming it', () => {
  const d = decide(card({ type: 'token', token: 'success_token' }, 'google_pay'));
  assert.is(d.kind, 'refuse');
  if (d.kind === 'refuse') {
    assert.is(d.message.path, '$.payment.instruments[0].handler_id');
    assert.match(d.message.content, /google_pay/);
    assert.match(d.message.content, /sandbox/);
  }
  // The business chose another instance id for its sandbox handler.
  assert.is(
    decide(card({ token: 'success_token' }, 'mock_payment_handler'), {
      livemode: false,
      sandboxHandlerId: 'mock_payment_handler',
    }).kind,
    'settle',
  );
});

test('a raw card number: paid in test mode with the sandbox handler (not the decline card), refused live', () => {
  const pan = { type: 'card', card_number_type: 'fpan', number: '4242 4242 4242 4242', cvc: '123' };
  assert.is(decide(card(pan)).kind, 'settle');
  assert.is(decide(card({ ...pan, number: '4000000000000002' })).kind, 'decline');
  const refused = decide(card(pan), live);
  assert.is(refused.kind, 'refuse');
  if (refused.kind === 'refuse') {
    assert.match(refused.message.content, /PCI/);
    assert.is(refused.message.path, '$.payment.instruments[0].credential');
  }
  // Test mode, but not the sandbox handler: a PAN goes nowhere.
  assert.is(decide(card(pan, 'other')).kind, 'refuse');
});

test('live mode has no handler taking tokens', () => {
  const d = decide(card({ type: 'token', token: 'success_token' }), live);
  assert.is(d.kind, 'refuse');
  if (d.kind === 'refuse') assert.match(d.message.content, /live mode/);
});

test('no credential: a card or mobile money escalates (any handler, either mode); other types are refused', () => {
  assert.equal(decide(card()), { kind: 'escalate', method: 'card', path: '$.payment.instruments[0]' });
  assert.equal(decide(card(undefined, 'anything'), live), {
    kind: 'escalate',
    method: 'card',
    path: '$.payment.instruments[0]',
  });
  const mm = { payment: { instruments: [{ id: 'm', handler_id: 'x', type: 'mobile_money' }] } };
  assert.is(decide(mm).kind, 'escalate');
  const wallet = decide({ payment: { instruments: [{ id: 'w', handler_id: 'x', type: 'wallet' }] } });
  assert.is(wallet.kind, 'refuse');
  if (wallet.kind === 'refuse') assert.is(wallet.message.path, '$.payment.instruments[0].type');
});

test('no instrument at all: payment_required at $.payment', () => {
  const d = decide({});
  assert.is(d.kind, 'refuse');
  if (d.kind === 'refuse') {
    assert.is(d.message.code, 'payment_required');
    assert.is(d.message.path, '$.payment');
  }
});

test.run();
