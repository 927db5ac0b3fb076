import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ProviderUnavailableError } from '../payments/provider.js';
import { walletVerifierFor } from './wallet-check.js';
import { orderSaved } from './saved.js';

test('sandbox wallets: 0000 unreachable, 1111 failed, others verified; live is unavailable', async () => {
  const sb = walletVerifierFor(false);
  assert.is(await sb.check('+233241231111', 'mtn'), 'failed');
  assert.is(await sb.check('+233241234567', 'mtn'), 'verified');
  await sb.check('+233241230000', 'mtn').then(
    () => assert.unreachable('should throw'),
    (e) => assert.instance(e, ProviderUnavailableError),
  );
  await walletVerifierFor(true).check('+233241234567', 'mtn').then(
    () => assert.unreachable('should throw'),
    (e) => assert.instance(e, ProviderUnavailableError),
  );
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
  assert.equal(orderSaved(docs, 'dflt').map((x) => x._id), ['dflt', 'c', 'b', 'e', 'a']);
});

test.run();
