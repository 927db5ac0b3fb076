// Deliveries to agents (UCP order events) through the webhook machinery, to a real receiver on loopback: queued in a
// transaction and started right after the commit, the event arrives well under a second later with the service clock
// standing still (no dispatcher tick); it carries UCP's headers and an RFC 9421 signature that the independent
// verifier (npm http-message-signatures) accepts with the business's published key, and a Content-Digest of the raw
// body; a 500 is retried on the schedule (the clock moved to the retry), signed afresh (after a key rotation, with
// the new key), with the same Webhook-Id; the attempt log shows each attempt; replay sends it again; in production an
// http URL and a loopback address are refused.
import { createHash, createPublicKey } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createVerifier, httpbis } from 'http-message-signatures';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { PublishedJwk } from '../../src/kernel/http-signatures.js';
import { publishedSigningKeys, rotateSigningKey } from '../../src/modules/ucp/index.js';
import {
  type AgentDeliveryInput,
  listAgentDeliveries,
  queueAgentDelivery,
  replayAgentDelivery,
  runDeliveryAttempt,
  startAgentDelivery,
} from '../../src/modules/webhooks/index.js';
import type { DeliveryDoc } from '../../src/modules/webhooks/model.js';
import { scoped } from '../../src/store/index.js';
import { inTransaction } from '../../src/store/transaction.js';
import { startWebhookEnv, type WebhookEnv } from './env.js';
import { startReceiver, type Received, type Receiver } from './receiver.js';

let env: WebhookEnv;
let prod: WebhookEnv;
let rx: Receiver;
test.before(async () => {
  env = await startWebhookEnv();
  // Production seals signing keys under the configured at-rest key.
  prod = await startWebhookEnv({ env: { NODE_ENV: 'production', ENV_ENCRYPTION_KEY: 'ab'.repeat(32) } });
  rx = await startReceiver();
});
test.after(async () => {
  await env?.close();
  await prod?.close();
  await rx?.close();
});

const PROFILE = 'profile="https://shop.example/ucp/test/biz/.well-known/ucp"';
const order = (id: string) => ({ ucp: { version: '2026-04-08' }, id, checkout_id: 'chk_1', line_items: [] });
const input = (path: string, id: string): AgentDeliveryInput => ({
  business_id: env.tenant.business_id,
  livemode: false,
  url: rx.url(path),
  // Serialised with spacing no re-serialisation would keep: the digest must be of these very bytes.
  body: JSON.stringify(order(id), null, 1),
  headers: { 'UCP-Agent': PROFILE },
  signer: 'ucp',
  event_type: 'order.created',
});
const rows = (e: WebhookEnv) =>
  scoped(e.srv.services.db, { business_id: e.tenant.business_id, livemode: false }).collection<DeliveryDoc>(
    'webhook_deliveries',
  );
const at = (path: string) => rx.received.filter((r) => r.path === path);

async function arrival(path: string, count: number, withinMs = 2000): Promise<number> {
  const started = performance.now();
  while (at(path).length < count) {
    if (performance.now() - started > withinMs) throw new Error(`${path}: ${at(path).length} of ${count} arrived`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - started;
}

async function settled(id: string): Promise<DeliveryDoc> {
  for (let i = 0; i < 400; i++) {
    const row = (await rows(env).findOne({ _id: id })) as DeliveryDoc;
    if (row.status !== 'pending') return row;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error(`${id} still pending`);
}

/** What a receiver does, with the independent verifier: the key by keyid from the published keys, ES256 by the
 * key's curve; true, false, or why it could not say. */
async function verified(r: Received, keys: PublishedJwk[], raw = r.raw): Promise<boolean> {
  const digest = `sha-256=:${createHash('sha256').update(raw).digest('base64')}:`;
  if (r.headers['content-digest'] !== digest) return false;
  const keyLookup = async ({ keyid }: { keyid?: string }) => {
    const jwk = keys.find((k) => k.kid === keyid);
    if (!jwk) return null;
    const verify = createVerifier(createPublicKey({ key: { ...jwk }, format: 'jwk' }), 'ecdsa-p256-sha256');
    return { id: jwk.kid, algs: ['ecdsa-p256-sha256'], verify };
  };
  const required = ['@method', '@authority', '@path', 'content-digest', 'content-type', 'ucp-agent', 'webhook-id'];
  const headers = r.headers as Record<string, string>;
  // The receiver's clock is the service clock here (the verifier refuses a `created` after its "now").
  const notAfter = env.srv.clock.now();
  return httpbis
    .verifyMessage({ keyLookup, requiredFields: required, notAfter }, { method: 'POST', url: rx.url(r.path), headers })
    .then((ok) => ok === true)
    .catch(() => false);
}

const keysOf = () => publishedSigningKeys(env.srv.services, env.tenant.business_id, false);
const seconds = (e: WebhookEnv) => String(Math.floor(e.srv.clock.now().getTime() / 1000));

test('queued in a transaction and started after the commit, the event arrives at once, signed as UCP says', async () => {
  const services = env.srv.services;
  await keysOf(); // the business's key exists before the clock of the measurement starts
  const started = performance.now();
  const row = await inTransaction(services, (session) =>
    queueAgentDelivery(services, input('/ucp/orders?shop=7', 'ord_first'), session),
  );
  assert.ok(row);
  startAgentDelivery(services, row!);
  const waited = await arrival('/ucp/orders?shop=7', 1);
  assert.ok(performance.now() - started < 1000, `arrived ${Math.round(performance.now() - started)} ms after queueing`);
  assert.ok(waited < 1000);

  const [got] = at('/ucp/orders?shop=7');
  assert.is(got.raw, JSON.stringify(order('ord_first'), null, 1), 'the body byte for byte');
  assert.is(got.headers['content-type'], 'application/json');
  assert.is(got.headers['ucp-agent'], PROFILE);
  assert.is(got.headers['webhook-id'], row!.event_id);
  assert.match(row!.event_id, /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  assert.is(got.headers['webhook-timestamp'], seconds(env));
  assert.is(got.headers['webhook-signature'], undefined, 'no Standard Webhooks HMAC: there is no shared secret');
  assert.is(got.headers['x-service-signature'], undefined);
  const [current] = await keysOf();
  assert.is(
    got.headers['signature-input'],
    `sig1=("@method" "@authority" "@path" "@query" "ucp-agent" "content-digest" "content-type" "webhook-id" "webhook-timestamp");created=${seconds(env)};keyid="${current.kid}"`,
  );
  assert.match(String(got.headers.signature), /^sig1=:[A-Za-z0-9+/]{86}==:$/, '64 bytes, r‖s');
  assert.is(await verified(got, await keysOf()), true);
  // What a tampered delivery would fail on: another body, a changed signed header, another key.
  assert.is(await verified(got, await keysOf(), got.raw.replace('ord_first', 'ord_other')), false);
  assert.is(await verified({ ...got, headers: { ...got.headers, 'webhook-id': 'x' } }, await keysOf()), false);
  assert.is(await verified(got, []), false);

  const done = await settled(row!._id);
  assert.equal([done.status, done.response_status, done.attempt, done.next_attempt_at], ['succeeded', 200, 1, null]);
});

test('a 500 is retried on the schedule, signed afresh with the key of the moment, with the same Webhook-Id; replay', async () => {
  const services = env.srv.services;
  rx.answer('/ucp/retry', 500);
  const row = (await queueAgentDelivery(services, input('/ucp/retry', 'ord_retry')))!;
  await arrival('/ucp/retry', 1);
  const first = await settled(row._id);
  assert.equal([first.status, first.response_status], ['failed', 500]);
  assert.ok(first.next_attempt_at, 'a retry is scheduled');
  const retry = (await rows(env).findOne({ event_id: row.event_id, attempt: 2 })) as DeliveryDoc;
  assert.equal([retry.status, retry.scheduled_for.getTime()], ['pending', first.next_attempt_at!.getTime()]);
  const offset = retry.scheduled_for.getTime() - row.scheduled_for.getTime();
  assert.ok(offset >= 60_000 && offset <= 63_000, `retried ${offset} ms after the first attempt`);
  const job = await services.db.collection('agendaJobs').findOne({ 'data.delivery_id': retry._id });
  assert.ok(job, 'the retry is an Agenda job');

  const [before] = await keysOf();
  const [{ _id: rotatedKid }] = await rotateSigningKey(services, {
    business_id: env.tenant.business_id,
    livemode: false,
  });
  env.srv.clock.set(retry.scheduled_for);
  const second = (await runDeliveryAttempt(services, retry._id))!; // what the job does when due
  assert.equal([second.status, second.response_status, second.attempt], ['succeeded', 200, 2]);
  const [a, b] = at('/ucp/retry');
  assert.is(b.headers['webhook-id'], a.headers['webhook-id']);
  assert.is(b.headers['webhook-timestamp'], seconds(env), "the attempt's own time");
  assert.is.not(b.headers['webhook-timestamp'], a.headers['webhook-timestamp']);
  assert.match(String(a.headers['signature-input']), new RegExp(`keyid="${before.kid}"`));
  assert.match(String(b.headers['signature-input']), new RegExp(`keyid="${rotatedKid}"`));
  const published = await keysOf();
  assert.equal(
    published.map((k) => k.kid),
    [rotatedKid, before.kid],
  );
  assert.is(await verified(a, published), true, 'the first attempt still verifies: its key is still published');
  assert.is(await verified(b, published), true);

  const replay = await replayAgentDelivery(services, env.tenant, second._id);
  assert.equal([replay.kind, replay.attempt, replay.event_id], ['replay', 3, row.event_id]);
  await arrival('/ucp/retry', 3);
  await settled(replay._id);
  assert.is(at('/ucp/retry')[2].raw, a.raw);
  const log = await listAgentDeliveries(services, env.tenant, row.event_id);
  assert.equal(
    log.map((d) => [d.attempt, d.status, d.response_status, d.event_type]),
    [
      [3, 'succeeded', 200, 'order.created'],
      [2, 'succeeded', 200, 'order.created'],
      [1, 'failed', 500, 'order.created'],
    ],
  );
  assert.match(log[2].error!, /500/);

  // The same Webhook-Id queued again is not a second delivery.
  assert.is(await queueAgentDelivery(services, { ...input('/ucp/retry', 'ord_retry'), event_id: row.event_id }), null);
});

test('production refuses an http agent URL and one resolving to loopback; no signer, no queueing', async () => {
  const services = prod.srv.services;
  const base = { ...input('/ucp/prod', 'ord_prod'), business_id: prod.tenant.business_id };
  const http = (await queueAgentDelivery(services, base))!;
  const port = new URL(rx.url()).port;
  const loopback = (await queueAgentDelivery(services, { ...base, url: `https://localhost:${port}/ucp/prod` }))!;
  const outcome = async (id: string) => {
    for (let i = 0; i < 400; i++) {
      const r = (await rows(prod).findOne({ _id: id })) as DeliveryDoc;
      if (r.status !== 'pending') return r;
      await new Promise((res) => setTimeout(res, 5));
    }
    throw new Error(`${id} still pending`);
  };
  const refusedHttp = await outcome(http._id);
  assert.equal([refusedHttp.status, refusedHttp.error], ['failed', 'Refused: an agent webhook URL must use https']);
  const refusedLoopback = await outcome(loopback._id);
  assert.is(refusedLoopback.status, 'failed');
  assert.match(refusedLoopback.error!, /^Refused: .*(127\.0\.0\.1|::1)/);
  assert.is(at('/ucp/prod').length, 0, 'nothing reached the receiver');
  const noSigner = await queueAgentDelivery(services, { ...base, signer: 'none' }).catch((err: Error) => err);
  assert.match(String(noSigner), /no signer of kind "none"/);
});

test.run();
