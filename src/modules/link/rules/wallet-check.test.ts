import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ProviderUnavailableError, paymentProviderFor } from '../../../providers/payments/index.js';
import { isVerifiedAfter, verifyRetryAfter, VERIFY_LIMIT } from './wallet-check.js';
import { orderSaved } from '../saved.js';

const opts = { payUrl: 'http://127.0.0.1:8080/pay' };

test('provider wallet check, sandbox: 0000 unreachable, 1111 failed, others verified; live unconfigured is unavailable', async () => {
  const sb = paymentProviderFor({ livemode: false }, opts);
  assert.is(await sb.verifyWallet({ phone_number: '+233241231111', provider: 'mtn' }), 'failed');
  assert.is(await sb.verifyWallet({ phone_number: '+233241234567', provider: 'mtn' }), 'verified');
  await sb.verifyWallet({ phone_number: '+233241230000', provider: 'mtn' }).then(
    () => assert.unreachable('should throw'),
    (e) => assert.instance(e, ProviderUnavailableError),
  );
  await paymentProviderFor({ livemode: true }, opts)
    .verifyWallet({ phone_number: '+233241234567', provider: 'mtn' })
    .then(
      () => assert.unreachable('should throw'),
      (e) => {
        assert.instance(e, ProviderUnavailableError);
        assert.match((e as Error).message, /wallet verification/);
      },
    );
});

test('verification limit: 5 per rolling hour, Retry-After until the oldest counted check leaves the window', () => {
  const now = new Date('2026-11-22T12:00:00.000Z');
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  assert.is(verifyRetryAfter([], now), null);
  assert.is(verifyRetryAfter([at(50), at(40), at(30), at(20)], now), null);
  assert.is(VERIFY_LIMIT, 5);
  assert.is(verifyRetryAfter([at(50), at(40), at(30), at(20), at(10)], now), 10 * 60);
  // Checks an hour old or older no longer count.
  assert.is(verifyRetryAfter([at(60), at(70), at(40), at(30), at(20), at(10)], now), null);
  // Six counted (written before the limit was atomic): a slot frees once two have left, at the second oldest.
  assert.is(verifyRetryAfter([at(55), at(50), at(40), at(30), at(20), at(10)], now), 10 * 60);
});

test('is_verified after an outcome; pending keeps it', () => {
  assert.is(isVerifiedAfter('verified', false), true);
  assert.is(isVerifiedAfter('failed', true), false);
  assert.is(isVerifiedAfter('pending', true), true);
  assert.is(isVerifiedAfter('pending', false), false);
});

test('saved items: default first, then most recently used, never-used last, then newest', () => {
  const d = (s: string) => new Date(s);
  const docs = [
    { _id: 'a', account_id: 'x', usage_count: 0, last_used_at: null, created_at: d('2026-11-01') },
    { _id: 'b', account_id: 'x', usage_count: 1, last_used_at: d('2026-11-10'), created_at: d('2026-10-01') },
    { _id: 'c', account_id: 'x', usage_count: 1, last_used_at: d('2026-11-12'), created_at: d('2026-10-01') },
    { _id: 'e', account_id: 'x', usage_count: 0, last_used_at: null, created_at: d('2026-11-05') },
    { _id: 'dflt', account_id: 'x', usage_count: 0, last_used_at: null, created_at: d('2026-01-01') },
  ];
  assert.equal(
    orderSaved(docs, 'dflt').map((x) => x._id),
    ['dflt', 'c', 'b', 'e', 'a'],
  );
});

test.run();
